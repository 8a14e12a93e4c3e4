import { describe, expect, it } from "vitest";

import type { LeadStatus } from "@/db/enums";
import { boardColumnPageSchema, leadViewSchema } from "@/lib/leads/board-schema";
import { appendPage, comesBefore, findCard, moveCard } from "@/lib/leads/board-state";
import type { BoardCard, BoardColumn } from "@/lib/leads/types";

const card = (id: string, status: LeadStatus, createdAt: string, estimatedValue: string | null = "100.00"): BoardCard => ({
  id,
  name: `Lead ${id}`,
  company: null,
  service: null,
  budget: null,
  priority: 2,
  estimatedValue,
  status,
  duplicateOfId: null,
  createdAt,
});

const at = (second: number) => `2026-03-01T12:00:${String(second).padStart(2, "0")}.000000Z`;

function board(): BoardColumn[] {
  return [
    {
      status: "new",
      count: 3,
      sumCents: 30000,
      cards: [card("a", "new", at(30)), card("b", "new", at(20)), card("c", "new", at(10))],
      nextCursor: null,
    },
    // Two of five loaded: more on the server, older than at(40).
    {
      status: "won",
      count: 5,
      sumCents: 50000,
      cards: [card("w1", "won", at(50)), card("w2", "won", at(40))],
      nextCursor: { createdAt: at(40), id: "w2" },
    },
    { status: "lost", count: 0, sumCents: 0, cards: [], nextCursor: null },
  ];
}

const column = (columns: BoardColumn[], status: LeadStatus) => columns.find((candidate) => candidate.status === status)!;
const ids = (columns: BoardColumn[], status: LeadStatus) => column(columns, status).cards.map((item) => item.id);

describe("moveCard", () => {
  it("moves a card with its count and value, into its place in the newest-first order", () => {
    const moved = moveCard(board(), card("b", "new", at(20)), "new", "lost");
    expect(ids(moved, "new")).toEqual(["a", "c"]);
    expect(column(moved, "new")).toMatchObject({ count: 2, sumCents: 20000 });
    expect(column(moved, "lost")).toMatchObject({ count: 1, sumCents: 10000 });
    expect(column(moved, "lost").cards[0]).toMatchObject({ id: "b", status: "lost" });

    const between = moveCard(board(), card("x", "lost", at(45)), "lost", "won");
    expect(ids(between, "won")).toEqual(["w1", "x", "w2"]);
  });

  it("leaves a card older than every loaded one to 'Load more' when the column has more, but still counts it", () => {
    const moved = moveCard(board(), card("c", "new", at(10)), "new", "won");
    expect(ids(moved, "won")).toEqual(["w1", "w2"]);
    expect(column(moved, "won")).toMatchObject({ count: 6, sumCents: 60000 });
  });

  it("is undone by moving back, which restores the board exactly", () => {
    const original = board();
    const b = findCard(original, "b")!;
    const moved = moveCard(original, b, "new", "lost");
    expect(moveCard(moved, { ...b, status: "lost" }, "lost", "new")).toEqual(original);
  });

  it("counts a card without an estimated value as $0 and ignores a move to the same column", () => {
    const free = card("f", "lost", at(5), null);
    const moved = moveCard(
      [...board().slice(0, 2), { status: "lost", count: 1, sumCents: 0, cards: [free], nextCursor: null }],
      free,
      "lost",
      "new",
    );
    expect(column(moved, "new")).toMatchObject({ count: 4, sumCents: 30000 });
    expect(ids(moved, "new")).toEqual(["a", "b", "c", "f"]);
    expect(moveCard(board(), findCard(board(), "a")!, "new", "new")).toEqual(board());
  });
});

describe("appendPage", () => {
  it("appends the next page without repeating a card already shown, and takes the new cursor", () => {
    const moved = moveCard(board(), card("x", "new", at(45)), "new", "won");
    expect(ids(moved, "won")).toEqual(["w1", "x", "w2"]);
    // A page read while the move was saving may still list the card.
    const next = appendPage(moved, "won", { cards: [card("x", "won", at(45)), card("w3", "won", at(30))], nextCursor: null });
    expect(ids(next, "won")).toEqual(["w1", "x", "w2", "w3"]);
    expect(column(next, "won").nextCursor).toBeNull();
  });
});

describe("comesBefore", () => {
  it("orders newer first and breaks equal times by the larger id, like the SQL order", () => {
    expect(comesBefore({ createdAt: at(2), id: "a" }, { createdAt: at(1), id: "z" })).toBe(true);
    expect(comesBefore({ createdAt: at(1), id: "b" }, { createdAt: at(1), id: "a" })).toBe(true);
    expect(comesBefore({ createdAt: "2026-03-01T12:00:00.000001Z", id: "a" }, { createdAt: "2026-03-01T12:00:00.000000Z", id: "z" })).toBe(
      true,
    );
  });
});

describe("board schemas", () => {
  it("reads ?view= as table unless it says board", () => {
    expect(leadViewSchema.parse("board")).toBe("board");
    expect(leadViewSchema.parse(["board", "table"])).toBe("board");
    for (const value of [undefined, "table", "kanban", ["x"], ""]) expect(leadViewSchema.parse(value)).toBe("table");
  });

  it("accepts a cursor only with microsecond ISO time and a uuid, and cleans the search text", () => {
    const cursor = { createdAt: "2026-03-01T12:00:00.000001Z", id: "5f0c9a4e-7a52-4d1f-9a43-2f1b3c4d5e6f" };
    expect(boardColumnPageSchema.parse({ status: "won", q: "  a\u0000b ", source: null, cursor })).toEqual({
      status: "won",
      q: "ab",
      source: null,
      cursor,
    });
    for (const bad of [
      { ...cursor, createdAt: "2026-03-01 12:00:00+00" },
      { ...cursor, createdAt: "2026-03-01T12:00:00.000Z" },
      { ...cursor, id: "1; drop table leads" },
    ]) {
      expect(boardColumnPageSchema.safeParse({ status: "won", q: "", source: null, cursor: bad }).success).toBe(false);
    }
    expect(boardColumnPageSchema.safeParse({ status: "archived", q: "", source: null, cursor }).success).toBe(false);
  });
});
