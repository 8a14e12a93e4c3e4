"use client";

import type { LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";

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
export function RowActions({ actions }: { actions: (RowAction | null)[] }) {
  return (
    <div className="flex justify-end gap-1">
      {actions.map((action) => (action ? <RowActionButton key={action.label} action={action} /> : null))}
    </div>
  );
}

function RowActionButton({ action }: { action: RowAction }) {
  const { label, icon: Icon, destructive, title, disabled, lockedReason } = action;
  const className = cn(destructive && "text-destructive", lockedReason && "cursor-not-allowed opacity-50");
  if (action.href !== undefined) {
    return (
      <Button asChild variant="ghost" size="icon-sm" aria-label={label} title={title} className={className}>
        <a href={action.href} download={action.download}>
          <Icon aria-hidden />
        </a>
      </Button>
    );
  }
  const reasonId = lockedReason ? `${label.replace(/\W+/g, "-")}-reason` : undefined;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={lockedReason ?? title}
      aria-disabled={lockedReason ? true : undefined}
      aria-describedby={reasonId}
      disabled={disabled}
      className={className}
      onClick={lockedReason ? (event) => event.preventDefault() : action.onSelect}
    >
      <Icon aria-hidden />
      {lockedReason ? (
        <span id={reasonId} className="sr-only">
          {lockedReason}
        </span>
      ) : null}
    </Button>
  );
}
