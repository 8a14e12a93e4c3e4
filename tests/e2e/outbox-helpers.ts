import { mailOutbox, type NewMailOutboxEntry } from "@/db/schema";

import { withTestDb } from "./db-helpers";

type NewMail = Pick<NewMailOutboxEntry, "toAddress" | "subject" | "status"> & Partial<NewMailOutboxEntry>;

/** Puts outgoing mail straight into the test database, in the states the worker leaves it. */
export async function insertMail(values: NewMail[]): Promise<void> {
  await withTestDb((db) =>
    db.insert(mailOutbox).values(
      values.map((mail) => ({
        kind: "admin_email",
        textBody: "Hello",
        attempts: mail.status === "queued" ? 0 : mail.status === "failed" ? 8 : 1,
        lastError: mail.status === "failed" ? "Resend 503: Service unavailable" : null,
        sentAt: mail.status === "sent" ? new Date() : null,
        ...mail,
      })),
    ),
  );
}
