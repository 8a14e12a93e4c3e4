import { ProjectsList } from "@/components/admin/projects/projects-list";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/authentication/guards";
import { readEnv } from "@/lib/env";
import { listPage, pageQuery, parseListParams, type SearchParams } from "@/lib/list/params";
import { listProjects } from "@/lib/projects/queries";
import { projectStatuses } from "@/lib/projects/schema";

export default async function ProjectsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const params = parseListParams(await searchParams, { status: projectStatuses });
  const result = await listProjects(getDb(), pageQuery(params));
  return <ProjectsList list={listPage(params, result)} timeZone={readEnv().AGENCY_TIMEZONE} />;
}
