import type { MailOutboxEntry } from "@/db/schema";

/** A row of the Outbox: the mail's envelope and its delivery, never its body. */
export type OutboxListRow = Pick<
  MailOutboxEntry,
  "id" | "kind" | "toAddress" | "subject" | "status" | "attempts" | "lastError" | "nextAttemptAt" | "sentAt" | "createdAt"
>;
