import { communications, mailOutbox, type Communication, type NewCommunication } from "@/db/schema";

import { withTestDb } from "./db-helpers";

type NewRow = Partial<NewCommunication> & Pick<NewCommunication, "type" | "content">;

/** Puts communications straight into the test database, for tests that need a given state. */
export async function insertCommunications(values: NewRow[]): Promise<Communication[]> {
  return withTestDb((db) => db.insert(communications).values(values).returning());
}

/** An email communication whose delivery failed after `attempts` attempts, as the worker leaves it. */
export async function insertFailedEmail(values: NewRow & { toEmail: string; subject: string }, attempts = 8): Promise<Communication> {
  return withTestDb((db) =>
    db.transaction(async (tx) => {
      const [communication] = await tx.insert(communications).values(values).returning();
      await tx.insert(mailOutbox).values({
        kind: "communication_email",
        toAddress: values.toEmail,
        subject: values.subject,
        textBody: values.content,
        status: "failed",
        attempts,
        lastError: "Resend 503: Service unavailable",
        communicationId: communication!.id,
        dedupeKey: `communication-email:${communication!.id}`,
      });
      return communication!;
    }),
  );
}
