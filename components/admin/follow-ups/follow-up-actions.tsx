"use client";

import { CalendarClock, Check } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { addDays, formatIsoDate } from "@/lib/dates";
import { completeFollowUpAction, snoozeFollowUpAction } from "@/lib/follow-ups/actions";
import { followUpSnoozeSchema } from "@/lib/follow-ups/schema";

import { TextField } from "../forms/text-field";
import { useActionForm } from "../forms/use-action-form";
import { useSettledAction } from "../forms/use-settled-action";

export const FOLLOW_UPS_HEADING_ID = "follow-ups-heading";

/** The row leaves the list once done or snoozed: focus goes to the list's heading, not the page top. */
function focusListHeading() {
  requestAnimationFrame(() => document.getElementById(FOLLOW_UPS_HEADING_ID)?.focus());
}

type Lead = { id: string; name: string };

/** 'Mark done' and 'Snooze' for one due follow-up. `today` is the agency's date, from the server. */
export function FollowUpActions({ lead, today }: { lead: Lead; today: string }) {
  const done = useSettledAction(
    completeFollowUpAction,
    { success: "Follow-up marked as done.", failure: "Failed to update follow-up.", log: "follow-ups.done" },
    focusListHeading,
  );
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Mark done: ${lead.name}`}
        disabled={done.pending}
        onClick={() => void done.run({ id: lead.id })}
      >
        <Check aria-hidden />
        {done.pending ? "Saving..." : "Mark done"}
      </Button>
      <SnoozePopover lead={lead} today={today} />
    </div>
  );
}

function SnoozePopover({ lead, today }: { lead: Lead; today: string }) {
  const [open, setOpen] = useState(false);
  const { field, submit, pending } = useActionForm(snoozeFollowUpAction, followUpSnoozeSchema(today), {
    defaultValues: { id: lead.id, date: addDays(today, 1) },
    messages: {
      success: (data) => `Follow-up snoozed to ${formatIsoDate(data?.date)}.`,
      failure: "Failed to update follow-up.",
      log: "follow-ups.snooze",
    },
    onSuccess: () => {
      setOpen(false);
      focusListHeading();
    },
  });
  const fieldId = `snooze-date-${lead.id}`;
  return (
    <Popover open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <PopoverTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={`Snooze: ${lead.name}`}>
          <CalendarClock aria-hidden />
          Snooze
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label={`Snooze the follow-up with ${lead.name}`}>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <TextField id={fieldId} label="Snooze until" type="date" min={today} required {...field("date")} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={pending}>
              {pending ? "Snoozing..." : "Snooze"}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
