"use client";

import type { AdminIconName } from "@/content/admin-icons";
import { cn } from "@/lib/utils";

import { AdminIcon } from "../icon";

export type RowAction = {
  /** The accessible name: what the button does to which row ("Edit Jane Doe"). */
  label: string;
  icon: AdminIconName;
  destructive?: boolean;
  /** Shown on hover. */
  title?: string;
  disabled?: boolean;
  /** Why the action is not available: the button stays focusable and says so (aria-disabled). */
  lockedReason?: string;
} & ({ onSelect: (event: React.MouseEvent<HTMLElement>) => void; href?: never } | { href: string; download?: string; onSelect?: never });

/** A row's icon buttons; `null` entries (actions this row does not offer) are skipped. */
export function RowActions({ actions }: { actions: (RowAction | null)[] }) {
  return (
    <div className="row-actions">{actions.map((action) => (action ? <RowActionButton key={action.label} action={action} /> : null))}</div>
  );
}

function RowActionButton({ action }: { action: RowAction }) {
  const { label, icon, destructive, title, disabled, lockedReason } = action;
  const className = cn("row-action", destructive && "row-action-destructive", lockedReason && "row-action-locked");
  if (action.href !== undefined) {
    return (
      <a href={action.href} download={action.download} aria-label={label} title={title} className={className}>
        <AdminIcon name={icon} />
      </a>
    );
  }
  // A locked button's title is its reason, on hover and as its accessible description (the
  // label being its name), so the reason is written once.
  return (
    <button
      type="button"
      aria-label={label}
      title={lockedReason ?? title}
      aria-disabled={lockedReason ? true : undefined}
      disabled={disabled}
      className={className}
      onClick={lockedReason ? (event) => event.preventDefault() : action.onSelect}
    >
      <AdminIcon name={icon} />
    </button>
  );
}
