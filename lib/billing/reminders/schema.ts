import { z } from "zod";

/** An invoice's own reminders switch (the details dialog) and its action. Pure. */
export const reminderToggleSchema = z.object({ id: z.uuid("Unknown invoice."), enabled: z.boolean() });
