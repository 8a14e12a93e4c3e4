import { KeyboardCode, type Announcements, type KeyboardCoordinateGetter, type ScreenReaderInstructions } from "@dnd-kit/core";

/**
 * Keyboard moves on the pipeline board (issue 11). The default keyboard sensor nudges a card 25 px
 * per arrow press; on a board of columns the useful step is "one column over", so left and right
 * jump the card's centre into the neighbouring column (up and down do nothing).
 */
export const columnCoordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  if (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left) return undefined;
  const { collisionRect, droppableRects, over } = context;
  if (!collisionRect) return undefined;
  event.preventDefault();

  const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const currentIndex = over
    ? columns.findIndex(([id]) => id === over.id)
    : columns.findIndex(([, rect]) => centre >= rect.left && centre <= rect.right);
  const targetIndex = currentIndex + (event.code === KeyboardCode.Right ? 1 : -1);
  const target = columns[targetIndex];
  if (currentIndex < 0 || !target) return undefined;

  const [, rect] = target;
  // Columns stretch to one height, so keeping the card's height usually keeps it inside; clamp anyway.
  const y = Math.min(Math.max(currentCoordinates.y, rect.top), Math.max(rect.top, rect.bottom - collisionRect.height));
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y };
};

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    "To move this lead to another status, press Space or Enter to pick it up, use the left and right arrow keys to choose a column, then press Space or Enter to drop it, or Escape to cancel.",
};

/** Spoken updates in the board's words: the lead's name and the status columns' names. */
export function boardAnnouncements(nameOf: (id: string) => string, columnOf: (id: string | undefined) => string): Announcements {
  return {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(String(active.id))}, in the ${columnOf(active.data.current?.status as string | undefined)} column.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} is over the ${columnOf(String(over.id))} column.` : `${nameOf(String(active.id))} is not over a column.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} was dropped in the ${columnOf(String(over.id))} column.` : `${nameOf(String(active.id))} was dropped outside the board and stays where it was.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled. It stays where it was.`,
  };
}
