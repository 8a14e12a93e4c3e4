"use client";

import { useRef, useState } from "react";

/** `opening` counts the openings: a form keyed by it starts afresh each time, even for the same row. */
type OpenDialog<Kind extends string, Row> = { kind: Kind; row: Row; open: boolean; opening: number } | null;

/**
 * Which of a table's dialogs is open, and for which row. One dialog per table, not one per row.
 * A dialog stays mounted (open: false) after closing, so it can animate out; focus then returns
 * to the button that opened it.
 */
export function useRowDialog<Kind extends string, Row>() {
  const [dialog, setDialog] = useState<OpenDialog<Kind, Row>>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openings = useRef(0);
  const close = () => setDialog((current) => (current ? { ...current, open: false } : null));
  const restoreFocus = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  };
  return {
    dialog,
    /** The open dialog's DialogProps: open, close, and focus back to its button. */
    dialogProps: { open: dialog?.open ?? false, onClose: close, onCloseAutoFocus: restoreFocus },
    /** An onClick that opens `kind` for `row`, remembering the button for the focus return. */
    open: (kind: Kind, row: Row) => (event: React.MouseEvent<HTMLElement>) => {
      opener.current = event.currentTarget;
      setDialog({ kind, row, open: true, opening: ++openings.current });
    },
    /** Switches to another dialog of the same row (the view's 'Reply'). */
    show: (kind: Kind, row: Row) => setDialog({ kind, row, open: true, opening: ++openings.current }),
    close,
    isOpen: (kind: Kind) => dialog?.kind === kind && dialog.open,
  };
}
