import { getDb } from "@/db/client";
import { countCommunications } from "@/lib/dashboard/queries";

import { TabHeading } from "../dashboard/tab-heading";

export async function CommunicationsTab() {
  const count = await countCommunications(getDb());
  return (
    <section className="space-y-4">
      <TabHeading title="Communication Hub" count={count} />
      {count === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-slate-600">No communications yet.</p>
      ) : null}
    </section>
  );
}
