"use client";

import type { LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";

import type { IconSymbolIds } from "./icon-symbols";

export type RowAction = {
  /** The accessible name: what the button does to which row ("Edit Jane Doe"). */
  label: string;
  icon: LucideIcon;
  destructive?: boolean;
  /** Shown on hover. */
  title?: string;
  disabled?: boolean;
  /** Why the action is not available: the button stays focusable and says so (aria-disabled). */
  lockedReason?: string;
} & ({ onSelect: (event: React.MouseEvent<HTMLElement>) => void; href?: never } | { href: string; download?: string; onSelect?: never });

/** A row's icon buttons; `null` entries (actions this row does not offer) are skipped. */
export function RowActions({ actions, iconIds }: { actions: (RowAction | null)[]; iconIds: IconSymbolIds }) {
  return (
    <div className="row-actions">
      {actions.map((action) =>
        action ? <RowActionButton key={action.label} action={action} symbolId={iconIds.get(action.icon)} /> : null,
      )}
    </div>
  );
}

function ActionIcon({ icon: Icon, symbolId }: { icon: LucideIcon; symbolId: string | undefined }) {
  // The symbol's own viewBox scales it to the row-action class's size.
  return symbolId ? (
    <svg aria-hidden>
      <use href={`#${symbolId}`} />
    </svg>
  ) : (
    <Icon aria-hidden />
  );
}

function RowActionButton({ action, symbolId }: { action: RowAction; symbolId: string | undefined }) {
  const { label, icon, destructive, title, disabled, lockedReason } = action;
  const className = cn("row-action", destructive && "row-action-destructive", lockedReason && "row-action-locked");
  if (action.href !== undefined) {
    return (
      <a href={action.href} download={action.download} aria-label={label} title={title} className={className}>
        <ActionIcon icon={icon} symbolId={symbolId} />
      </a>
    );
  }
  const reasonId = lockedReason ? `${label.replace(/\W+/g, "-")}-reason` : undefined;
  return (
    <button
      type="button"
      aria-label={label}
      title={lockedReason ?? title}
      aria-disabled={lockedReason ? true : undefined}
      aria-describedby={reasonId}
      disabled={disabled}
      className={className}
      onClick={lockedReason ? (event) => event.preventDefault() : action.onSelect}
    >
      <ActionIcon icon={icon} symbolId={symbolId} />
      {lockedReason ? (
        <span id={reasonId} className="sr-only">
          {lockedReason}
        </span>
      ) : null}
    </button>
  );
}
