import { getDb } from "@/db/client";
import { countInvoices } from "@/lib/dashboard/queries";

import { TabHeading } from "../dashboard/tab-heading";

export async function BillingTab() {
  const count = await countInvoices(getDb());
  return (
    <section className="space-y-4">
      <TabHeading title="Invoices & Billing" count={count} />
      {count === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-slate-600">No invoices yet.</p>
      ) : null}
    </section>
  );
}
