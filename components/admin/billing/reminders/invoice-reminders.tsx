"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { setInvoiceRemindersAction } from "@/lib/billing/reminders/actions";
import type { ReminderRow } from "@/lib/billing/types";

import { useSettledAction } from "../../forms/use-settled-action";

const statusText: Record<ReminderRow["status"], string> = { queued: "queued", sending: "sending", sent: "sent", failed: "failed" };

/** The invoice's own reminder switch, and the reminders mailed so far (each stage at most once). */
export function InvoiceReminders({
  invoiceId,
  enabled,
  reminders,
  onChanged,
}: {
  invoiceId: string;
  enabled: boolean;
  reminders: ReminderRow[] | undefined;
  /** After the switch is saved: the details reload what they show. */
  onChanged: () => void;
}) {
  const toggle = useSettledAction(
    setInvoiceRemindersAction,
    {
      success: (data) => (data?.enabled ? "Payment reminders turned on." : "Payment reminders turned off."),
      failure: "Failed to change the reminders.",
      log: "invoices.reminders",
    },
    onChanged,
  );
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <Checkbox
          id={`invoice-reminders-${invoiceId}`}
          checked={enabled}
          disabled={toggle.pending}
          onCheckedChange={(checked) => void toggle.run({ id: invoiceId, enabled: checked === true })}
        />
        <Label htmlFor={`invoice-reminders-${invoiceId}`}>Send payment reminders for this invoice</Label>
      </div>
      {reminders === undefined ? null : reminders.length === 0 ? (
        <p className="text-muted-foreground text-sm">No reminders sent yet.</p>
      ) : (
        <ul aria-label="Reminders sent" className="list-disc space-y-1 pl-5 text-sm">
          {reminders.map((reminder) => (
            <li key={reminder.id}>{`${reminder.daysLate} days past due: ${reminder.queuedAt} (${statusText[reminder.status]})`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
