import { withTestDb } from "./db-helpers";
import { insertOnlinePayment } from "../support/online-office-payments";

/** A card payment taken online, as the fulfilment records it, on an invoice of the test database. */
export async function insertOnlinePaymentRow(
  invoiceId: string,
  payment: { appliedCents: number; overpaymentCents?: number; reference: string; paidOn: string },
): Promise<string> {
  return withTestDb((db) => insertOnlinePayment(db, invoiceId, payment));
}
