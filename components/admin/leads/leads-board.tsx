"use client";

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { useAction } from "next-safe-action/hooks";
import { useMemo, useRef, useState } from "react";
import { toast } from "sonner";

import { loadBoardColumnAction } from "@/lib/leads/actions";
import { appendPage, findCard, moveCard } from "@/lib/leads/board-state";
import { leadStatusLabels } from "@/lib/leads/schema";
import { leadStatuses, type LeadSource, type LeadStatus } from "@/lib/leads/schema";
import type { BoardCard as BoardCardData, BoardColumn as BoardColumnData } from "@/lib/leads/types";

import { BoardCardBody } from "./board-card";
import { BoardColumn } from "./board-column";
import { boardAnnouncements, boardInstructions, createKeyboardMoves } from "./board-keyboard";
import { LeadDetailsDialog } from "./lead-details-dialog";
import { useLeadStatusChange } from "./use-lead-status-change";

export type LeadsBoardProps = {
  columns: BoardColumnData[];
  filters: { q: string; source: LeadSource | null };
  timeZone: string;
};

// The pointer decides where a mouse drop lands; keyboard moves have no pointer, so the card's overlap does.
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

const isStatus = (value: unknown): value is LeadStatus => typeof value === "string" && (leadStatuses as readonly string[]).includes(value);

/**
 * The pipeline board: a column per status, cards moved by mouse, touch or keyboard.
 * A move shows at once and saves through the same action as the table's inline status select;
 * if the save fails the card goes back. The server's data wins whenever it sends new data (after
 * any save the back office is revalidated), so counts and sums never drift from the database.
 */
export function LeadsBoard({ columns: serverColumns, filters, timeZone }: LeadsBoardProps) {
  const [columns, setColumns] = useState(serverColumns);
  const [seenServerColumns, setSeenServerColumns] = useState(serverColumns);
  if (serverColumns !== seenServerColumns) {
    setSeenServerColumns(serverColumns);
    setColumns(serverColumns);
  }

  const [activeCard, setActiveCard] = useState<BoardCardData | null>(null);
  const [savingIds, setSavingIds] = useState<ReadonlySet<string>>(new Set());
  const [loadingColumn, setLoadingColumn] = useState<LeadStatus | null>(null);
  const [details, setDetails] = useState<{ id: string; open: boolean } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Where a keyboard move is aimed, kept outside React's render cycle (see board-keyboard.ts).
  const keyboardMoves = useMemo(() => createKeyboardMoves(), []);
  const changeStatus = useLeadStatusChange();
  const loadMore = useAction(loadBoardColumnAction);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardMoves.coordinateGetter }),
  );

  const announcements = useMemo(() => {
    const names = new Map(columns.flatMap((column) => column.cards.map((card) => [card.id, card.name] as const)));
    return boardAnnouncements(
      (id) => names.get(id) ?? "The lead",
      (id) => (isStatus(id) ? leadStatusLabels[id] : "unknown"),
      keyboardMoves.landing,
    );
  }, [columns, keyboardMoves]);

  const setSaving = (id: string, saving: boolean) =>
    setSavingIds((current) => {
      const next = new Set(current);
      if (saving) next.add(id);
      else next.delete(id);
      return next;
    });

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const card = findCard(columns, String(active.id)) ?? null;
    keyboardMoves.start(activatorEvent instanceof KeyboardEvent && card ? card.status : null);
    setActiveCard(card);
  };

  const onDragCancel = () => setActiveCard(null);

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const to = keyboardMoves.landing(over ? String(over.id) : undefined);
    setActiveCard(null);
    const card = findCard(columns, String(active.id));
    if (!card || !isStatus(to) || to === card.status) return;
    const from = card.status;
    setColumns((current) => moveCard(current, card, from, to));
    setSaving(card.id, true);
    const saved = await changeStatus(card.id, to);
    setSaving(card.id, false);
    if (!saved) setColumns((current) => moveCard(current, { ...card, status: to }, to, from));
  };

  const onLoadMore = async (column: BoardColumnData) => {
    if (!column.nextCursor) return;
    setLoadingColumn(column.status);
    const result = await loadMore.executeAsync({ status: column.status, q: filters.q, source: filters.source, cursor: column.nextCursor });
    setLoadingColumn(null);
    if (result?.data) {
      const page = result.data;
      setColumns((current) => appendPage(current, column.status, page));
      return;
    }
    console.error("[leads.board.load-more]", result?.serverError ?? result?.validationErrors);
    toast.error("Error", { description: "Failed to load leads." });
  };

  const onView = (card: BoardCardData, element: HTMLElement) => {
    opener.current = element;
    setDetails({ id: card.id, open: true });
  };

  return (
    <>
      <DndContext
        // A fixed id keeps dnd-kit's generated ids (the cards' aria-describedby) equal on the server and in the browser.
        id="leads-board"
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={{ announcements, screenReaderInstructions: boardInstructions }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <div
          role="region"
          aria-label="Pipeline board"
          className="flex gap-3 overflow-x-auto pb-2 xl:grid xl:grid-cols-6 xl:overflow-visible"
        >
          {columns.map((column) => (
            <BoardColumn
              key={column.status}
              column={column}
              savingIds={savingIds}
              loadingMore={loadingColumn === column.status}
              onLoadMore={() => void onLoadMore(column)}
              onView={onView}
            />
          ))}
        </div>
        <DragOverlay>
          {activeCard ? (
            <div className="cursor-grabbing rounded-md border bg-white p-3 text-sm shadow-lg">
              <BoardCardBody card={activeCard} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      {details ? (
        <LeadDetailsDialog
          key={details.id}
          open={details.open}
          leadId={details.id}
          timeZone={timeZone}
          onClose={() => setDetails((current) => (current ? { ...current, open: false } : null))}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        />
      ) : null}
    </>
  );
}
