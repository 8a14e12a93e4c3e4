import { KeyboardCode, type Announcements, type KeyboardCoordinateGetter, type ScreenReaderInstructions } from "@dnd-kit/core";

/**
 * Keyboard moves on the pipeline board. The default keyboard sensor nudges a card 25 px
 * per arrow press; on a board of columns the useful step is "one column over", so left and right
 * jump the card into the neighbouring column (up and down do nothing).
 *
 * dnd-kit learns which column the card is over from collision detection, which runs after React
 * renders the move; a quick "right, right, Space" can outrun it and drop the card where it was.
 * So a keyboard move keeps its own target column, updated synchronously on each arrow press, and
 * the drop goes there. One tracker per board: `start` when any drag begins, `landing` at its end.
 */
export function createKeyboardMoves() {
  let target: string | null = null;

  const coordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
    if (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left) return undefined;
    const { collisionRect, droppableRects, over } = context;
    if (!collisionRect) return undefined;
    event.preventDefault();

    const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left);
    const from = target ?? (over ? String(over.id) : null);
    const index = columns.findIndex(([id]) => String(id) === from);
    const next = columns[index + (event.code === KeyboardCode.Right ? 1 : -1)];
    if (index < 0 || !next) return undefined;

    const [id, rect] = next;
    target = String(id);
    // Columns stretch to one height, so keeping the card's height usually keeps it inside; clamp anyway.
    const y = Math.min(Math.max(currentCoordinates.y, rect.top), Math.max(rect.top, rect.bottom - collisionRect.height));
    return { x: rect.left + (rect.width - collisionRect.width) / 2, y };
  };

  return {
    coordinateGetter,
    /** A drag begins: a keyboard one in `column`; a pointer drag passes null. */
    start: (column: string | null) => {
      target = column;
    },
    /**
     * Where the drop lands: the keyboard's target, else the pointer's column. Kept until the next
     * drag starts, because dnd-kit announces the drop after the board has handled it.
     */
    landing: (over: string | undefined) => target ?? over,
  };
}

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    "To move this lead to another status, press Space or Enter to pick it up, use the left and right arrow keys to choose a column, then press Space or Enter to drop it, or Escape to cancel.",
};

/**
 * Spoken updates in the board's words: the lead's name and the status columns' names. Only a
 * change of column is announced, so "Picked up" is not at once replaced by "over the same column".
 * `dropTarget` names where a drop lands (the keyboard's own target, else the pointer's column).
 */
export function boardAnnouncements(
  nameOf: (id: string) => string,
  columnOf: (id: string | undefined) => string,
  dropTarget: (over: string | undefined) => string | undefined,
): Announcements {
  let lastOver: string | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.data.current?.status as string | undefined;
      return `Picked up ${nameOf(String(active.id))}, in the ${columnOf(lastOver)} column.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over ? String(over.id) : undefined;
      if (overId === lastOver) return undefined;
      lastOver = overId;
      return overId
        ? `${nameOf(String(active.id))} is over the ${columnOf(overId)} column.`
        : `${nameOf(String(active.id))} is not over a column.`;
    },
    onDragEnd: ({ active, over }) => {
      const landed = dropTarget(over ? String(over.id) : undefined);
      return landed
        ? `${nameOf(String(active.id))} was dropped in the ${columnOf(landed)} column.`
        : `${nameOf(String(active.id))} was dropped outside the board and stays where it was.`;
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled. It stays where it was.`,
  };
}
