import { getDb } from "@/db/client";
import { countProjects } from "@/lib/dashboard/queries";

import { TabHeading } from "../dashboard/tab-heading";

export async function ProjectsTab() {
  const count = await countProjects(getDb());
  return (
    <section className="space-y-4">
      <TabHeading title="Projects" count={count} />
      {count === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-slate-600">No projects yet.</p>
      ) : null}
    </section>
  );
}
