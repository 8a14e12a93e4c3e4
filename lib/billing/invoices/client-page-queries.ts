import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoices } from "@/db/schema";

import { hashClientToken, isWellFormedToken } from "@/lib/billing/client-links/tokens";
import { getInvoiceDocument } from "./records";
import type { InvoiceDocument } from "@/lib/billing/types";

/**
 * The invoice a client page's token opens, or null (unknown, revoked, or not a token at all). The
 * lookup is by the token's hash; an invoice is only ever found by its own token.
 */
export async function findInvoiceByToken(db: Db, token: string): Promise<InvoiceDocument | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.clientLinkHash, hashClientToken(token)));
  return row ? getInvoiceDocument(db, row.id) : null;
}
