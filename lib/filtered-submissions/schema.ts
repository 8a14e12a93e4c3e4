import { z } from "zod";

import type { FilteredReason } from "@/db/schema";

/** What the Filtered view calls each trap. */
export const filteredReasonLabels: Record<FilteredReason, string> = {
  honeypot: "Honeypot",
  timing: "Sent too fast",
};

export const filteredIdSchema = z.object({ id: z.uuid() });

/** How long a filtered submission is kept before the worker deletes it. */
export const FILTERED_RETENTION_DAYS = 30;

export const FILTERED_GONE = "This filtered submission is gone: it was already moved or deleted. Reload the page.";
