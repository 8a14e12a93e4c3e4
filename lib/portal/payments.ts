import "server-only";

import { and, desc, eq, ne } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import { toCents } from "@/lib/money";

import { isPortalId } from "./scope";

/*
 * The payments on the client's invoices (never a draft's), as the portal lists them and prints a
 * receipt: never the staff's note on a payment or who recorded it.
 */

export type PortalPayment = {
  id: string;
  invoiceId: string;
  invoiceNumber: string;
  paidOn: string;
  method: string | null;
  /** What the payment moved on the invoice, in cents; negative for a refund. */
  amountCents: number;
  /** Money received above the balance (a card payment), in cents. */
  overpaymentCents: number;
  /** The card provider's reference, for payments taken online. */
  reference: string | null;
  isRefund: boolean;
};

const columns = {
  id: invoicePayments.id,
  invoiceId: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  paidOn: invoicePayments.paidOn,
  method: invoicePayments.method,
  amount: invoicePayments.amount,
  overpayment: invoicePayments.overpayment,
  reference: invoicePayments.providerReference,
};

type Row = Omit<PortalPayment, "amountCents" | "overpaymentCents" | "isRefund"> & { amount: string; overpayment: string };

function toPayment({ amount, overpayment, ...row }: Row): PortalPayment {
  const amountCents = toCents(amount);
  return { ...row, amountCents, overpaymentCents: toCents(overpayment), isRefund: amountCents < 0 };
}

const scoped = (clientId: string) => and(eq(invoices.clientId, clientId), ne(invoices.status, "draft"));

/** Newest first. */
export async function listPortalPayments(db: Db, clientId: string): Promise<PortalPayment[]> {
  const rows = await db
    .select(columns)
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(scoped(clientId))
    .orderBy(desc(invoicePayments.paidOn), desc(invoicePayments.createdAt));
  return rows.map(toPayment);
}

/** One payment (its receipt); null for another client's, a draft invoice's or a malformed id. */
export async function getPortalPayment(db: Db, clientId: string, id: string): Promise<PortalPayment | null> {
  if (!isPortalId(id)) return null;
  const [row] = await db
    .select(columns)
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(eq(invoicePayments.id, id), scoped(clientId)));
  return row ? toPayment(row) : null;
}
