"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarClock, Check } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { actionErrorMessage } from "@/lib/action-errors";
import { formatIsoDate } from "@/lib/dates";
import { addDays } from "@/lib/dates/lateness";
import { completeFollowUpAction, snoozeFollowUpAction } from "@/lib/follow-ups/actions";
import { followUpSnoozeSchema } from "@/lib/follow-ups/schema";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

import { settleAction, toastOutcome } from "../forms/settle-action";
import { TextField } from "../forms/text-field";

export const FOLLOW_UPS_HEADING_ID = "follow-ups-heading";

/** The row leaves the list once done or snoozed: focus goes to the list's heading, not the page top. */
function focusListHeading() {
  requestAnimationFrame(() => document.getElementById(FOLLOW_UPS_HEADING_ID)?.focus());
}

type Lead = { id: string; name: string };

/** 'Mark done' and 'Snooze' for one due follow-up. `today` is the agency's date, from the server. */
export function FollowUpActions({ lead, today }: { lead: Lead; today: string }) {
  const done = useAction(completeFollowUpAction);
  // Settled from the promise: the done follow-up's row, and this component with it, leaves the list.
  const markDone = () =>
    settleAction(
      done.executeAsync({ id: lead.id }),
      toastOutcome({ success: "Follow-up marked as done.", failure: "Failed to update follow-up.", log: "follow-ups.done" }, focusListHeading),
    );
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Mark done: ${lead.name}`}
        disabled={done.isPending}
        onClick={() => void markDone()}
      >
        <Check aria-hidden />
        {done.isPending ? "Saving..." : "Mark done"}
      </Button>
      <SnoozePopover lead={lead} today={today} />
    </div>
  );
}

type SnoozeValues = { id: string; date: string };

function SnoozePopover({ lead, today }: { lead: Lead; today: string }) {
  const [open, setOpen] = useState(false);
  const form = useForm<SnoozeValues>({
    resolver: zodResolver(followUpSnoozeSchema(today)),
    defaultValues: { id: lead.id, date: addDays(today, 1) },
  });
  const snooze = useAction(snoozeFollowUpAction);
  // Settled from the promise: the snoozed row, and this popover with it, leaves the list.
  const submit = (values: SnoozeValues) =>
    settleAction(snooze.executeAsync(values), {
      onSuccess: (data) => {
        toast.success("Success!", { description: `Follow-up snoozed to ${formatIsoDate(data?.date)}.` });
        setOpen(false);
        focusListHeading();
      },
      onError: (failure) => {
        const dateError = failure.validationErrors?.date?._errors?.[0];
        if (dateError) {
          form.setError("date", { message: dateError });
          return;
        }
        console.error("[follow-ups.snooze]", failure);
        toast.error("Error", { description: actionErrorMessage(failure.serverError, "Failed to update follow-up.") });
      },
    });
  const fieldId = `snooze-date-${lead.id}`;
  return (
    <Popover open={open} onOpenChange={(next) => !snooze.isPending && setOpen(next)}>
      <PopoverTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={`Snooze: ${lead.name}`}>
          <CalendarClock aria-hidden />
          Snooze
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label={`Snooze the follow-up with ${lead.name}`}>
        <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-3">
          <TextField
            id={fieldId}
            label="Snooze until"
            type="date"
            min={today}
            required
            error={form.formState.errors.date?.message}
            {...form.register("date")}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)} disabled={snooze.isPending}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={snooze.isPending}>
              {snooze.isPending ? "Snoozing..." : "Snooze"}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
