import { createDatabase } from "@/db/client";
import { communications, mailOutbox, type Communication, type NewCommunication } from "@/db/schema";

type NewRow = Partial<NewCommunication> & Pick<NewCommunication, "type" | "content">;

function testDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("End-to-end tests need DATABASE_URL: run them through `npm test`.");
  return createDatabase(url, { max: 1 });
}

/** Puts communications straight into the test database, for tests that need a given state. */
export async function insertCommunications(values: NewRow[]): Promise<Communication[]> {
  const db = testDatabase();
  try {
    return await db.insert(communications).values(values).returning();
  } finally {
    await db.$client.end();
  }
}

/** An email communication whose delivery failed after `attempts` attempts, as the worker leaves it. */
export async function insertFailedEmail(values: NewRow & { toEmail: string; subject: string }, attempts = 8): Promise<Communication> {
  const db = testDatabase();
  try {
    return await db.transaction(async (tx) => {
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
    });
  } finally {
    await db.$client.end();
  }
}
