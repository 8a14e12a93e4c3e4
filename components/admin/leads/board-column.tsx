"use client";

import { useDroppable } from "@dnd-kit/core";

import { Button } from "@/components/ui/button";
import { leadStatusLabels } from "@/lib/leads/schema";
import type { BoardCard as BoardCardData, BoardColumn as BoardColumnData } from "@/lib/leads/types";
import { formatCents } from "@/lib/money";
import { cn } from "@/lib/utils";

import { BoardCard } from "./board-card";
import { CountBadge } from "../list/count-badge";

type Props = {
  column: BoardColumnData;
  savingIds: ReadonlySet<string>;
  loadingMore: boolean;
  onLoadMore: () => void;
  onView: (card: BoardCardData, opener: HTMLElement) => void;
};

/** One status: its count, the sum of its estimated values, its cards and 'Load more'. */
export function BoardColumn({ column, savingIds, loadingMore, onLoadMore, onView }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const label = leadStatusLabels[column.status];
  const headingId = `board-column-${column.status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        "flex w-64 shrink-0 flex-col gap-2 rounded-lg border bg-slate-50 p-2 transition-colors xl:w-auto xl:min-w-0",
        isOver && "border-blue-400 bg-blue-50",
      )}
    >
      <header className="px-1 pt-1">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {label}
          </h3>
          <CountBadge count={column.count} label={`${label} leads`} />
        </div>
        <p className="text-xs text-slate-600">
          <span className="sr-only">Estimated value of {label} leads: </span>
          <span className="font-medium tabular-nums">{formatCents(column.sumCents)}</span>
        </p>
      </header>
      {column.cards.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-center text-xs text-slate-500">No leads</p>
      ) : (
        <ul aria-label={`${label} leads`} className="flex flex-col gap-2">
          {column.cards.map((card) => (
            <BoardCard key={card.id} card={card} saving={savingIds.has(card.id)} onView={onView} />
          ))}
        </ul>
      )}
      {column.nextCursor ? (
        <Button type="button" variant="outline" size="sm" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? "Loading..." : "Load more"}
          <span className="sr-only"> {label} leads</span>
        </Button>
      ) : null}
    </section>
  );
}
