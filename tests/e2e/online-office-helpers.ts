import { createDatabase } from "@/db/client";

import { insertOnlinePayment } from "../support/online-office-payments";

/** A card payment taken online, as the fulfilment records it, on an invoice of the test database. */
export async function insertOnlinePaymentRow(
  invoiceId: string,
  payment: { appliedCents: number; overpaymentCents?: number; reference: string; paidOn: string },
): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("End-to-end tests need DATABASE_URL: run them through `npm test`.");
  const db = createDatabase(url, { max: 1 });
  try {
    return await insertOnlinePayment(db, invoiceId, payment);
  } finally {
    await db.$client.end();
  }
}
