import { desc } from "drizzle-orm";

import type { Db } from "@/db/client";
import { testMailMessages } from "@/db/schema";

import type { MailTransport } from "./transport";

/*
 * The demo's test mailbox (TEST_MAIL=on): the worker "sends" by keeping each completed mail, links
 * filled in, in test_mail_messages, read at /test-mailbox. A production server refuses it unless
 * the launcher vouches for the database (lib/env.ts productionSettingsProblem).
 */

export function createTestMailboxTransport(db: Db): MailTransport {
  return {
    async send(mail) {
      const [row] = await db
        .insert(testMailMessages)
        .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text })
        .returning({ id: testMailMessages.id });
      return { id: `test-mailbox-${row!.id}` };
    },
  };
}

/** The mailbox, newest first (the page shows the latest 100). */
export async function listTestMail(db: Db, limit = 100) {
  return db.select().from(testMailMessages).orderBy(desc(testMailMessages.createdAt), desc(testMailMessages.id)).limit(limit);
}
