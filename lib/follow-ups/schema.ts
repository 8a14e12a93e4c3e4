import { z } from "zod";

import { isIsoDate } from "@/lib/dates";

/**
 * Follow-up reminders: the schemas shared by the Overview's row actions and their
 * server actions. Pure: the snooze form imports them too.
 */

/** SPEC §4 lead statuses that close a lead: a won or lost lead has nothing to follow up. */
export const CLOSED_LEAD_STATUSES = ["won", "lost"] as const;

export const followUpIdSchema = z.object({ id: z.uuid() });

export const SNOOZE_PAST_MESSAGE = "Choose today or a later date.";

/**
 * Snoozing moves the follow-up to a new date, never into the past. "Today" is the agency's date
 * (AGENCY_TIMEZONE): the form gets it from the server, the action computes it again, so a tab left
 * open overnight cannot snooze to yesterday.
 */
export const followUpSnoozeSchema = (today: string) =>
  z.object({
    id: z.uuid(),
    date: z
      .string()
      .trim()
      .min(1, { error: "Choose a date.", abort: true })
      .refine(isIsoDate, { error: "Enter a valid date.", abort: true })
      .refine((date) => date >= today, SNOOZE_PAST_MESSAGE),
  });

export type FollowUpSnoozeInput = z.output<ReturnType<typeof followUpSnoozeSchema>>;
