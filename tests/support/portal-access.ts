import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { clientContacts, clients, mailOutbox, testMailMessages } from "@/db/schema";
import { deliverOutboxMail } from "@/lib/mail/deliver";
import { createTestMailboxTransport } from "@/lib/mail/test-mailbox";
import { mailPartsFor } from "@/lib/worker/tasks";

/** A client with one contact (primary), for the portal's sign-in tests. */
export async function insertPortalClient(db: Db, { name = "Aspen Brew", contact = "Maya Reyes", email = "maya@aspenbrew.example" } = {}) {
  const [client] = await db.insert(clients).values({ displayName: name, billingEmail: email }).returning({ id: clients.id });
  const [row] = await db
    .insert(clientContacts)
    .values({ clientId: client!.id, name: contact, email, isPrimary: true })
    .returning({ id: clientContacts.id });
  return { clientId: client!.id, contactId: row!.id };
}

/** Delivers one outbox row into the test mailbox, as the worker does with TEST_MAIL=on. */
export async function deliverToTestMailbox(db: Db, outboxId: string, linkSecret: string, siteUrl = "http://localhost:3000") {
  return deliverOutboxMail(db, outboxId, {
    transport: createTestMailboxTransport(db),
    from: "Summit <hello@summit.test>",
    parts: mailPartsFor({ siteUrl, linkSecret, timeZone: "America/Denver" }),
    attempt: 1,
    maxAttempts: 1,
  });
}

/** The sign-in mails in the outbox to an address, oldest first. */
export const signInMailsTo = (db: Db, address: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.createdAt);

/** The token in the latest test-mailbox mail's link. */
export async function tokenFromTestMailbox(db: Db): Promise<string> {
  const messages = await db.select().from(testMailMessages).orderBy(testMailMessages.createdAt);
  const text = messages.at(-1)?.textBody ?? "";
  const match = /\/portal\/sign-in\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error("No sign-in link in the test mailbox.");
  return match[1]!;
}
