import { z } from "zod";

import { leadSources, leadStatuses } from "@/db/enums";
import { MAX_QUERY_LENGTH } from "@/lib/list/params";

/**
 * The pipeline board's shared vocabulary: the Leads tab's two views, the column page
 * size and the keyset cursor of 'Load more'. No server imports: the board (a client component)
 * imports it too.
 */

/** ?view=board shows the board; anything else (or nothing) the table. */
export const leadViews = ["table", "board"] as const;
export type LeadView = (typeof leadViews)[number];
export const leadViewSchema = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.enum(leadViews).catch("table"));

/** Cards per column on the first load and on each 'Load more'. */
export const BOARD_PAGE_SIZE = 20;

/**
 * Where a column's next page starts: the last card's (created_at, id), the columns' sort key.
 * created_at travels as ISO text with microseconds (PostgreSQL's precision), never as a JS Date,
 * which would round it to milliseconds and skip or repeat cards at the page boundary.
 */
export const boardCursorSchema = z.object({
  createdAt: z.iso.datetime({ precision: 6 }),
  id: z.uuid(),
});
export type BoardCursor = z.infer<typeof boardCursorSchema>;

/** The search text as the list kit reads it from the URL: NUL-free, trimmed, at most 200 characters. */
const searchText = z
  .string()
  .max(10_000)
  .transform((value) =>
    value
      .replace(/\u0000/g, "")
      .trim()
      .slice(0, MAX_QUERY_LENGTH),
  );

/** 'Load more' on one column: the board's current search and source filter, and the cursor. */
export const boardColumnPageSchema = z.object({
  status: z.enum(leadStatuses),
  q: searchText,
  source: z.enum(leadSources).nullable(),
  cursor: boardCursorSchema,
});
export type BoardColumnPageInput = z.input<typeof boardColumnPageSchema>;
