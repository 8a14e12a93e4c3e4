import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";

const TABLES = [
  "mail_outbox",
  "activity_log",
  "invoice_items",
  "invoices",
  "invoice_number_sequences",
  "communications",
  "projects",
  "leads",
  "admin_users",
  "rate_limits",
];

/** Empties every application table (keeps the migrations journal). */
export async function resetDatabase(db: Db) {
  await db.execute(sql.raw(`truncate table ${TABLES.join(", ")} restart identity cascade`));
}
