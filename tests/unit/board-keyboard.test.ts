import type { ClientRect, KeyboardCoordinateGetter, SensorContext } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";

import { boardAnnouncements, createKeyboardMoves } from "@/components/admin/leads/board-keyboard";

const rect = (left: number, top = 100, width = 200, height = 600): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const columns = new Map([
  ["contacted", rect(250)],
  ["new", rect(0)],
  ["qualified", rect(500)],
]);
const card = rect(10, 150, 180, 100);

function press(getter: KeyboardCoordinateGetter, code: string, over: string | null = "new") {
  // The getter reads only code and preventDefault (node has no KeyboardEvent).
  const event = { code, preventDefault: () => undefined } as unknown as KeyboardEvent;
  const context = { collisionRect: card, droppableRects: columns, over: over ? { id: over } : null } as unknown as SensorContext;
  return getter(event, { active: "lead-1", currentCoordinates: { x: card.left, y: card.top }, context });
}

describe("keyboard moves on the board", () => {
  it("jumps one column per arrow, centred in it, and ignores up and down", () => {
    const moves = createKeyboardMoves();
    moves.start("new");
    expect(press(moves.coordinateGetter, "ArrowRight")).toEqual({ x: 250 + 10, y: 150 });
    expect(press(moves.coordinateGetter, "ArrowDown")).toBeUndefined();
    expect(moves.landing("new")).toBe("contacted");
  });

  it("keeps its own target, so presses faster than collision detection still count", () => {
    const moves = createKeyboardMoves();
    moves.start("new");
    // dnd-kit still says the card is over 'new' for all three presses.
    press(moves.coordinateGetter, "ArrowRight");
    press(moves.coordinateGetter, "ArrowRight");
    expect(press(moves.coordinateGetter, "ArrowRight")).toBeUndefined(); // no column past the last
    expect(moves.landing("new")).toBe("qualified");
    press(moves.coordinateGetter, "ArrowLeft");
    expect(moves.landing("new")).toBe("contacted");
  });

  it("lets a pointer drag land where the pointer is", () => {
    const moves = createKeyboardMoves();
    moves.start(null);
    expect(moves.landing("qualified")).toBe("qualified");
    expect(moves.landing(undefined)).toBeUndefined();
  });

  it("announces a column only when it changes", () => {
    const say = boardAnnouncements(
      (id) => `Lead ${id}`,
      (id) => String(id),
      (over) => over,
    );
    const active = { id: "7", data: { current: { status: "new" } } } as never;
    expect(say.onDragStart({ active })).toBe("Picked up Lead 7, in the new column.");
    expect(say.onDragOver({ active, over: { id: "new" } as never })).toBeUndefined();
    expect(say.onDragOver({ active, over: { id: "won" } as never })).toBe("Lead 7 is over the won column.");
    expect(say.onDragEnd({ active, over: { id: "won" } as never })).toBe("Lead 7 was dropped in the won column.");
  });
});
