import "server-only";

import { count, desc, eq, sql } from "drizzle-orm";

import { contactBudgetLabels, contactServiceLabels, contactTimelineLabels } from "@/content/options";
import type { Db } from "@/db/client";
import { filteredSubmissions } from "@/db/schema";
import { contactFieldsSchema } from "@/lib/intake/schema";

import type { FilteredDetails, FilteredListRow } from "./types";

/** The list shows this much of the message; the details show all of it. */
export const MESSAGE_PREVIEW_LENGTH = 140;

/** One page of filtered submissions, newest first (filtered_submissions_received_at_idx), and how many there are. */
export async function listFilteredSubmissions(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ rows: FilteredListRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: filteredSubmissions.id,
        source: filteredSubmissions.source,
        reason: filteredSubmissions.reason,
        receivedAt: filteredSubmissions.receivedAt,
        name: sql<string>`coalesce(${filteredSubmissions.fields} ->> 'name', '')`,
        email: sql<string>`coalesce(${filteredSubmissions.fields} ->> 'email', '')`,
        messagePreview: sql<string>`left(coalesce(${filteredSubmissions.fields} ->> 'message', ''), ${MESSAGE_PREVIEW_LENGTH})`,
      })
      .from(filteredSubmissions)
      .orderBy(desc(filteredSubmissions.receivedAt), desc(filteredSubmissions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(filteredSubmissions),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One filtered submission in full, or null when it is gone (or no longer reads as a contact form). */
export async function getFilteredSubmission(db: Db, id: string): Promise<FilteredDetails | null> {
  const [row] = await db.select().from(filteredSubmissions).where(eq(filteredSubmissions.id, id));
  if (!row) return null;
  const parsed = contactFieldsSchema.safeParse(row.fields);
  if (!parsed.success) return null;
  const fields = parsed.data;
  const shown = (value: string | undefined) => (value && value.trim() ? value : "-");
  return {
    id: row.id,
    reason: row.reason,
    receivedAt: row.receivedAt,
    fields: [
      { label: "Name", value: fields.name },
      { label: "Email", value: fields.email },
      { label: "Phone", value: shown(fields.phone) },
      { label: "Company", value: shown(fields.company) },
      { label: "Service", value: contactServiceLabels[fields.service] },
      { label: "Budget", value: fields.budget ? contactBudgetLabels[fields.budget] : "-" },
      { label: "Timeline", value: fields.timeline ? contactTimelineLabels[fields.timeline] : "-" },
    ],
    message: fields.message,
  };
}
