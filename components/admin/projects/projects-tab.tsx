import { getDb } from "@/db/client";
import { projectStatuses } from "@/db/enums";
import { readEnv } from "@/lib/env";
import { isFiltered, pageCount, parseListParams } from "@/lib/list/params";
import { projectStatusLabels } from "@/lib/projects/schema";
import { listProjects } from "@/lib/projects/queries";

import type { DashboardSearchParams } from "../dashboard/tab-panel";
import { TabHeading } from "../dashboard/tab-heading";
import { ListEmpty, ListFilter, ListPagination, ListProvider, ListResults, ListSearch } from "../list";
import { NewProjectButton } from "./new-project-button";
import { ProjectsTable } from "./projects-table";

const statusOptions = projectStatuses.map((value) => ({ value, label: projectStatusLabels[value] }));

/** SPEC §2 Projects tab: one page of matching projects with their linked lead, from SQL. */
export async function ProjectsTab({ searchParams }: { searchParams: DashboardSearchParams }) {
  const params = parseListParams(searchParams, { status: projectStatuses });
  const { rows, total } = await listProjects(getDb(), { q: params.q, ...params.filters, offset: params.offset, limit: params.limit });
  return (
    <ListProvider filterKeys={["status"]}>
      <section aria-labelledby="projects-heading" className="space-y-4">
        <TabHeading title="Projects" count={total} countLabel="matching" headingId="projects-heading">
          <NewProjectButton />
        </TabHeading>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <ListSearch label="Search projects" placeholder="Search title, client name or email" />
          <ListFilter paramKey="status" label="Status filter" allLabel="All Statuses" options={statusOptions} />
        </div>
        <ListResults columns={8}>
          {rows.length === 0 ? (
            <ListEmpty filtered={isFiltered(params)} noun="projects" emptyText="No projects yet." />
          ) : (
            <ProjectsTable projects={rows} timeZone={readEnv().AGENCY_TIMEZONE} />
          )}
        </ListResults>
        <ListPagination page={params.page} pageCount={pageCount(total)} />
      </section>
    </ListProvider>
  );
}
