import { eq } from "drizzle-orm";

import { invoices } from "@/db/schema";
import { hashClientToken, newClientToken, sealClientToken } from "@/lib/billing/client-links/tokens";

import { withTestDb } from "./db-helpers";
import { daysFromToday, insertInvoice, uniqueClient } from "./invoice-helpers";

/**
 * A sent invoice of $627.85 with an active client link, as sending leaves it, and the link's path.
 * The Playwright process has the server's SESSION_SECRET (scripts/run.ts sets it for both).
 */
export async function sentInvoiceLink(label: string): Promise<{ invoiceNumber: string; path: string }> {
  const url = process.env.DATABASE_URL;
  const secret = process.env.SESSION_SECRET;
  if (!url || !secret) throw new Error("End-to-end tests need DATABASE_URL and SESSION_SECRET: run them through `npm test`.");
  const invoice = await insertInvoice({
    clientName: uniqueClient(label),
    status: "sent",
    issueDate: daysFromToday(-3),
    dueDate: daysFromToday(27),
  });
  const token = newClientToken();
  await withTestDb((db) =>
    db
      .update(invoices)
      .set({ clientLinkHash: hashClientToken(token), clientLinkSealed: sealClientToken(token, secret), clientLinkCreatedAt: new Date() })
      .where(eq(invoices.id, invoice.id)),
  );
  return { invoiceNumber: invoice.invoiceNumber, path: `/invoice/${token}` };
}
