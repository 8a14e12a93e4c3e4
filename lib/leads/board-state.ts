import type { LeadStatus } from "@/db/enums";
import { toCents } from "@/lib/money";

import type { BoardCard, BoardColumn, BoardColumnPage } from "./types";

/**
 * The pipeline board's client-side state changes, pure so they are unit tested: an optimistic move
 * (undone by moving back), and a 'Load more' page. A column keeps its server order, newest first:
 * (created_at desc, id desc), the order of leads_status_created_at_idx.
 */

const cardValue = (card: BoardCard) => (card.estimatedValue === null ? 0 : toCents(card.estimatedValue));

/** True when `a` sorts before `b` in a column (newer first; the id breaks ties, as in SQL). */
export function comesBefore(a: Pick<BoardCard, "createdAt" | "id">, b: Pick<BoardCard, "createdAt" | "id">): boolean {
  // Both are UTC ISO texts of one fixed width, so text order is time order; uuids compare as text like PostgreSQL's bytes.
  return a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);
}

/**
 * Moves a card from one column to another, counts and sums included. The card lands at its place
 * in the target's order; when that place is past the cards loaded so far and more remain on the
 * server, it is left for 'Load more' to bring, exactly as a reload would show it.
 */
export function moveCard(columns: readonly BoardColumn[], card: BoardCard, from: LeadStatus, to: LeadStatus): BoardColumn[] {
  if (from === to) return [...columns];
  const value = cardValue(card);
  const moved: BoardCard = { ...card, status: to };
  return columns.map((column) => {
    if (column.status === from) {
      return {
        ...column,
        cards: column.cards.filter((other) => other.id !== card.id),
        count: Math.max(0, column.count - 1),
        sumCents: column.sumCents - value,
      };
    }
    if (column.status === to) {
      const cards = column.cards.filter((other) => other.id !== card.id);
      const index = cards.findIndex((other) => comesBefore(moved, other));
      if (index >= 0) cards.splice(index, 0, moved);
      else if (column.nextCursor === null) cards.push(moved);
      return { ...column, cards, count: column.count + 1, sumCents: column.sumCents + value };
    }
    return column;
  });
}

/** Appends a column's next page; a card already shown (moved in meanwhile) is not repeated. */
export function appendPage(columns: readonly BoardColumn[], status: LeadStatus, page: BoardColumnPage): BoardColumn[] {
  return columns.map((column) => {
    if (column.status !== status) return column;
    const shown = new Set(column.cards.map((card) => card.id));
    return { ...column, cards: [...column.cards, ...page.cards.filter((card) => !shown.has(card.id))], nextCursor: page.nextCursor };
  });
}

/** Where a card is now, for the drop handler. */
export function findCard(columns: readonly BoardColumn[], id: string): BoardCard | undefined {
  for (const column of columns) {
    const card = column.cards.find((candidate) => candidate.id === id);
    if (card) return card;
  }
  return undefined;
}
