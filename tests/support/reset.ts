import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";

const TABLES = [
  "lead_import_changes",
  "lead_import_rows",
  "lead_imports",
  "mail_outbox",
  "activity_log",
  "proposal_pdfs",
  "proposal_items",
  "proposals",
  "proposal_number_sequences",
  "invoice_payments",
  "invoice_pdfs",
  "invoice_items",
  "invoices",
  "recurring_invoices",
  "billing_settings",
  "invoice_number_sequences",
  "communications",
  "projects",
  "leads",
  "client_contacts",
  "clients",
  "admin_users",
  "rate_limits",
  "sessions",
  "admin_recovery_codes",
  "security_settings",
  "filtered_submissions",
  "test_mail_messages",
];

/** Empties every application table (keeps the migrations journal). */
export async function resetDatabase(db: Db) {
  await db.transaction(async (tx) => {
    // Only activity_log's TRUNCATE guard is switched off, inside this transaction (others wait on its lock, never see it off); the running totals' TRUNCATE triggers still fire.
    await tx.execute(sql`alter table activity_log disable trigger activity_log_no_truncate`);
    await tx.execute(sql.raw(`truncate table ${TABLES.join(", ")} restart identity cascade`));
    await tx.execute(sql`alter table activity_log enable trigger activity_log_no_truncate`);
  });
}
