"use client";

import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

import type { DialogProps } from "./form-dialog";

/** A record's details in a dialog: title, a line that names the record, then its facts. */
export function DetailsDialog({
  open,
  onClose,
  onCloseAutoFocus,
  title,
  description,
  className,
  children,
  footer,
}: DialogProps & {
  title: React.ReactNode;
  description: React.ReactNode;
  className?: string;
  children: React.ReactNode;
  /** Buttons under the facts ('Reply', 'Close'). */
  footer?: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className={cn("max-h-[90vh] overflow-y-auto sm:max-w-2xl", className)} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}

/** One labelled fact in a details dialog's <dl>. */
export function DetailField({ label, wide = false, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A details dialog's body while its record loads, or when it could not be loaded. */
export function DetailsPending({ failed, noun }: { failed: boolean; noun: string }) {
  if (failed) return <p className="text-sm text-slate-600">The {noun} could not be loaded.</p>;
  return (
    <div aria-busy="true" className="space-y-2">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
