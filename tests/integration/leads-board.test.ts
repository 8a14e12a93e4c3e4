import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { leadStatuses, type LeadStatus } from "@/db/enums";
import { leads, type NewLead } from "@/db/schema";
import { getBoard, getBoardSummary, listBoardColumnPage, listBoardFirstPages } from "@/lib/leads/board-queries";
import { boardColumnPageSchema } from "@/lib/leads/board-schema";
import type { BoardCard } from "@/lib/leads/types";

import { testDb } from "../support/database";

const db = testDb();

// A fixed instant with microseconds, to check that cursors keep PostgreSQL's precision.
const BASE = "2026-03-01 12:00:00.000000+00";

/**
 * The known data set: 45 qualified contact-form leads (3 share one created_at, the rest a
 * microsecond apart), 3 won (one from the insights tool, one without a value), 1 lost, no others.
 */
async function seedKnownBoard() {
  const rows: NewLead[] = [];
  for (let i = 0; i < 45; i++) {
    rows.push({
      name: `Qualified ${String(i).padStart(2, "0")}`,
      email: `q${i}@example.com`,
      source: "contact_form",
      status: "qualified",
      estimatedValue: "100.10",
      // Leads 0-2 share an instant (the id breaks the tie); the others are i microseconds later.
      createdAt: sql`${BASE}::timestamptz + make_interval(secs => ${i < 3 ? 0 : i} / 1000000.0)` as unknown as Date,
    });
  }
  rows.push(
    {
      name: "Won Alpha",
      email: "wa@example.com",
      company: "Alpha Roofing",
      source: "contact_form",
      status: "won",
      estimatedValue: "2500.50",
      createdAt: new Date("2026-02-01T00:00:00Z"),
    },
    {
      name: "Won Beta",
      email: "wb@example.com",
      source: "brand_analysis",
      status: "won",
      estimatedValue: "1000.25",
      createdAt: new Date("2026-02-02T00:00:00Z"),
    },
    {
      name: "Won Gamma",
      email: "wg@example.com",
      source: "contact_form",
      status: "won",
      estimatedValue: null,
      createdAt: new Date("2026-02-03T00:00:00Z"),
    },
    {
      name: "Lost Delta",
      email: "ld@example.com",
      source: "brand_analysis",
      status: "lost",
      estimatedValue: "99.99",
      createdAt: new Date("2026-01-01T00:00:00Z"),
    },
  );
  await db.insert(leads).values(rows);
}

beforeEach(async () => {
  await seedKnownBoard();
});

const summaryOf = (columns: { status: LeadStatus; count: number; sumCents: number }[]) =>
  Object.fromEntries(columns.map(({ status, count, sumCents }) => [status, [count, sumCents]]));

describe("board counts and sums", () => {
  it("counts and sums every status in one grouped query, zeros included", async () => {
    expect(summaryOf(await getBoardSummary(db, { q: "" }))).toEqual({
      new: [0, 0],
      contacted: [0, 0],
      qualified: [45, 450450],
      proposal: [0, 0],
      won: [3, 350075],
      lost: [1, 9999],
    });
  });

  it("applies the source filter and the search", async () => {
    const insightsOnly = summaryOf(await getBoardSummary(db, { q: "", source: "brand_analysis" }));
    expect(insightsOnly).toMatchObject({ qualified: [0, 0], won: [1, 100025], lost: [1, 9999] });
    // Search matches name, email or company, case-insensitively; % and _ match literally.
    expect(summaryOf(await getBoardSummary(db, { q: "alpha ROOF" }))).toMatchObject({ won: [1, 250050], qualified: [0, 0] });
    expect(summaryOf(await getBoardSummary(db, { q: "Qualified 1" }))).toMatchObject({ qualified: [10, 100100] });
    expect(summaryOf(await getBoardSummary(db, { q: "100%" }))).toMatchObject({ qualified: [0, 0], won: [0, 0] });
  });
});

describe("board columns", () => {
  it("loads the newest 20 cards of every column and says whether more exist", async () => {
    const pages = await listBoardFirstPages(db, { q: "" });
    expect(pages.qualified.cards).toHaveLength(20);
    expect(pages.qualified.cards[0]!.name).toBe("Qualified 44");
    expect(pages.qualified.cards[19]!.name).toBe("Qualified 25");
    expect(pages.qualified.nextCursor).toEqual({ createdAt: pages.qualified.cards[19]!.createdAt, id: pages.qualified.cards[19]!.id });
    expect(pages.won.cards.map((card) => card.name)).toEqual(["Won Gamma", "Won Beta", "Won Alpha"]);
    expect(pages.won.nextCursor).toBeNull();
    expect(pages.new).toEqual({ cards: [], nextCursor: null });
    expect(pages.won.cards[2]).toEqual({
      id: expect.any(String),
      name: "Won Alpha",
      company: "Alpha Roofing",
      service: null,
      budget: null,
      priority: 2,
      estimatedValue: "2500.50",
      status: "won",
      duplicateOfId: null,
      createdAt: "2026-02-01T00:00:00.000000Z",
    });
  });

  it("pages a column with its keyset cursor: every card once, in order, through equal and microsecond-apart timestamps", async () => {
    const seen: BoardCard[] = [];
    let page = (await listBoardFirstPages(db, { q: "" })).qualified;
    seen.push(...page.cards);
    let pages = 1;
    while (page.nextCursor) {
      // The cursor survives the trip through the action's schema unchanged.
      const input = boardColumnPageSchema.parse({ status: "qualified", q: "", source: null, cursor: page.nextCursor });
      page = await listBoardColumnPage(db, input);
      seen.push(...page.cards);
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((card) => card.id)).size).toBe(45);
    const expectedOrder = [...seen].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
    );
    expect(seen.map((card) => card.id)).toEqual(expectedOrder.map((card) => card.id));
    expect(seen.slice(-3).map((card) => card.createdAt)).toEqual(Array(3).fill("2026-03-01T12:00:00.000000Z"));
    expect(seen[0]!.createdAt).toBe("2026-03-01T12:00:00.000044Z");
  });

  it("pages under the search and source filter", async () => {
    const first = (await listBoardFirstPages(db, { q: "qualified 1", source: "contact_form" })).qualified;
    expect(first.cards).toHaveLength(10);
    expect(first.nextCursor).toBeNull();
    const none = (await listBoardFirstPages(db, { q: "", source: "brand_analysis" })).qualified;
    expect(none.cards).toEqual([]);

    const small = await listBoardColumnPage(db, {
      status: "won",
      q: "",
      source: "contact_form",
      cursor: { createdAt: "2026-02-03T00:00:00.000000Z", id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(small.cards.map((card) => card.name)).toEqual(["Won Alpha"]);
  });

  it("getBoard puts each column's summary beside its first page, in status order", async () => {
    const board = await getBoard(db, { q: "" });
    expect(board.map((column) => column.status)).toEqual([...leadStatuses]);
    expect(board.find((column) => column.status === "won")).toMatchObject({
      count: 3,
      sumCents: 350075,
      cards: expect.any(Array),
      nextCursor: null,
    });
  });
});
