"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

/** What every back-office dialog takes from the table or button that opens it. */
export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the row button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
};

type FormDialogProps = DialogProps & {
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  title: string;
  description: React.ReactNode;
  /** Drawn between the description and the form (the lead's facts in the conversion dialog). */
  intro?: React.ReactNode;
  /** Drawn below the form, apart from it (Billing Settings' online payment keys, saved by a form of their own). */
  outro?: React.ReactNode;
  size?: "md" | "lg" | "xl";
  /** The form's submit handler and whether its action is running (useActionForm's answer). */
  form: { submit: (event?: React.BaseSyntheticEvent) => Promise<void>; pending: boolean };
  submitLabel: string;
  busyLabel: string;
  /** Another reason the submit button waits (an AI draft being written). */
  submitDisabled?: boolean;
  /** The form's grid; fields span both columns with `sm:col-span-2`. */
  className?: string;
  children: React.ReactNode;
};

const WIDTHS = { md: "sm:max-w-lg", lg: "sm:max-w-2xl", xl: "sm:max-w-3xl" } as const;

/**
 * An admin form in a dialog: title, description, the fields, Cancel and the submit button that
 * reads its busy label while the action runs. It cannot be dismissed while busy.
 */
export function FormDialog(props: FormDialogProps) {
  const {
    open,
    onClose,
    onCloseAutoFocus,
    onEscapeKeyDown,
    title,
    description,
    intro,
    outro,
    size = "lg",
    form,
    submitLabel,
    busyLabel,
    submitDisabled,
    className,
    children,
  } = props;
  const busy = form.pending;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent
        className={cn("max-h-[90vh] overflow-y-auto", WIDTHS[size])}
        onCloseAutoFocus={onCloseAutoFocus}
        onEscapeKeyDown={onEscapeKeyDown}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {intro}
        <form
          onSubmit={(event) => {
            // A dialog opened from another form's dialog (a picker's 'New client') is portalled out of
            // that form in the page but not in React's tree: its submit must not reach the outer form.
            event.stopPropagation();
            void form.submit(event);
          }}
          noValidate
          className={cn("grid gap-4 sm:grid-cols-2", className)}
        >
          {children}
          {/* Every column, however many: a span of two in a one-column form adds a column beside the fields. */}
          <DialogFooter className="col-span-full">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || submitDisabled}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
        {outro}
      </DialogContent>
    </Dialog>
  );
}
