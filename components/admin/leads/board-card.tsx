"use client";

import { useDraggable } from "@dnd-kit/core";

import type { BoardCard as BoardCardData } from "@/lib/leads/types";
import { formatMoney } from "@/lib/money";
import { cn } from "@/lib/utils";

import { DuplicateBadge } from "./duplicate-badge";
import { budgetLabel, priorityLabel, serviceLabel } from "./lead-display";
import { PRIORITY_STYLES } from "./priority-styles";
import { AdminIcon } from "../icon";

/** What a card shows: name, company, service, budget and priority, and the duplicate mark. */
export function BoardCardBody({ card }: { card: BoardCardData }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="font-medium break-words text-slate-900">{card.name}</span>
        {card.duplicateOfId ? <DuplicateBadge /> : null}
      </div>
      <dl className="mt-1 space-y-0.5 text-xs text-slate-600">
        <div>
          <dt className="sr-only">Company</dt>
          <dd>{card.company ?? "No company"}</dd>
        </div>
        <div>
          <dt className="sr-only">Service</dt>
          <dd>{card.service ? serviceLabel(card.service) : "No service chosen"}</dd>
        </div>
        <div>
          <dt className="sr-only">Budget</dt>
          <dd>{card.budget ? budgetLabel(card.budget) : "No budget given"}</dd>
        </div>
      </dl>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <span className={cn("rounded-md px-2 py-0.5 text-xs font-medium", PRIORITY_STYLES[card.priority])}>
          <span className="sr-only">Priority: </span>
          {priorityLabel(card.priority)}
        </span>
        {card.estimatedValue !== null ? (
          <span className="text-xs font-medium text-slate-700 tabular-nums">
            <span className="sr-only">Estimated value: </span>
            {formatMoney(card.estimatedValue)}
          </span>
        ) : null}
      </div>
    </>
  );
}

// Plain buttons with short class lists: 120 cards are server-rendered on the board's first load,
// and the shared Button's long variant classes would double the page's HTML.
const iconButton =
  "inline-flex size-8 items-center justify-center rounded-md text-slate-600 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 [&_svg]:size-4";

type Props = {
  card: BoardCardData;
  /** A move of this card is being saved: it cannot be picked up again until that answers. */
  saving: boolean;
  onView: (card: BoardCardData, opener: HTMLElement) => void;
};

/**
 * One lead on the board. The mouse (or a finger, after a short press) drags the whole card; the
 * keyboard picks it up from its grip button, so Enter on 'View details' never starts a move.
 */
export function BoardCard({ card, saving, onView }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { status: card.status },
    disabled: saving,
  });
  // dnd-kit types its listeners loosely (Function); each is a React event handler of its sensor.
  const forward = (name: "onMouseDown" | "onTouchStart" | "onKeyDown") => (event: React.SyntheticEvent) =>
    (listeners?.[name] as ((event: React.SyntheticEvent) => void) | undefined)?.(event);
  return (
    <li
      ref={setNodeRef}
      onMouseDown={forward("onMouseDown")}
      onTouchStart={forward("onTouchStart")}
      aria-busy={saving || undefined}
      className={cn(
        "rounded-md border bg-white p-3 text-sm shadow-xs",
        saving ? "cursor-progress opacity-70" : "cursor-grab",
        isDragging && "opacity-40",
      )}
    >
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1">
          <BoardCardBody card={card} />
        </div>
        <div className="flex shrink-0 flex-col gap-1">
          <button
            ref={setActivatorNodeRef}
            type="button"
            className={cn(iconButton, "cursor-grab")}
            {...attributes}
            onKeyDown={forward("onKeyDown")}
            aria-label={`Move ${card.name}`}
          >
            <AdminIcon name="grip" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={`View details for ${card.name}`}
            onClick={(event) => onView(card, event.currentTarget)}
          >
            <AdminIcon name="eye" />
          </button>
        </div>
      </div>
    </li>
  );
}
