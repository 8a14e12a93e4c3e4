import { eq } from "drizzle-orm";

import { invoices } from "@/db/schema";
import { hashClientToken, newClientToken, sealClientToken } from "@/lib/billing/client-links/tokens";

import { withTestDb } from "./db-helpers";
import { daysFromToday, insertInvoice, uniqueClient } from "./invoice-helpers";
import { insertProposal, insertProposalLead, type ProposalFixtureOptions } from "../support/proposal-fixtures";

/**
 * A sent invoice of $627.85 with an active client link, as sending leaves it, and the link's path.
 * The Playwright process has the server's SESSION_SECRET (scripts/run.ts sets it for both).
 */
export async function sentInvoiceLink(label: string): Promise<{ invoiceNumber: string; path: string }> {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error("End-to-end tests need SESSION_SECRET: run them through `npm test`.");
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

/** A sent proposal to a fresh lead, numbered `PRO-2026-<prefix><suffix>` apart from every other run's. */
export async function sentProposal(numberPrefix: string, options: ProposalFixtureOptions = {}) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `maya.${suffix}@aspenbrew.example`;
  return withTestDb(async (db) => {
    const lead = await insertProposalLead(db, { email });
    return insertProposal(db, {
      leadId: lead.id,
      recipientEmail: email,
      proposalNumber: `PRO-2026-${numberPrefix}${suffix}`,
      validUntil: daysFromToday(20),
      ...options,
    });
  });
}
