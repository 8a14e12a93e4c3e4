import type { ListPage } from "@/lib/list/params";
import { projectStatusOptions } from "@/lib/projects/schema";
import type { ProjectListRow } from "@/lib/projects/types";

import { ListView, type ListSpec } from "../list";
import { NewProjectButton } from "./new-project-button";
import { ProjectsTable } from "./projects-table";

const spec: ListSpec = {
  title: "Projects",
  headingId: "projects-heading",
  search: { label: "Search projects", placeholder: "Search title, client name or email" },
  filters: [{ paramKey: "status", label: "Status filter", allLabel: "All Statuses", options: projectStatusOptions }],
  noun: "projects",
  emptyText: "No projects yet.",
  columns: 8,
};

/** SPEC §2 Projects: one page of matching projects with their linked lead. */
export function ProjectsList({ list, timeZone }: { list: ListPage<ProjectListRow>; timeZone: string }) {
  return (
    <ListView spec={spec} list={list} actions={<NewProjectButton />}>
      <ProjectsTable projects={list.rows} timeZone={timeZone} />
    </ListView>
  );
}
