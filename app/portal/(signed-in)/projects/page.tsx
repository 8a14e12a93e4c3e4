import type { Metadata } from "next";

import { EmptyState, PortalCard, PortalHeading, PortalLink, ProgressBar, StatusBadge } from "@/components/portal/portal-ui";
import { getDb } from "@/db/client";
import { formatIsoDate } from "@/lib/dates";
import { requirePortalPage } from "@/lib/portal/cookie";
import { portalProjectStatus } from "@/lib/portal/labels";
import { portalProjectPath } from "@/lib/portal/paths";
import { listPortalProjects } from "@/lib/portal/projects";

export const metadata: Metadata = { title: "Projects" };

/** Every project of the client's, active ones first, each a card with its progress. */
export default async function PortalProjectsPage() {
  const viewer = await requirePortalPage();
  const projects = await listPortalProjects(getDb(), viewer.clientId);
  return (
    <>
      <PortalHeading title="Projects" intro="The work we are doing for you, and where each part stands." />
      {projects.length === 0 ? (
        <EmptyState>No projects yet. When we start working together, they will show up here.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {projects.map((project) => (
            <li key={project.id}>
              <PortalCard aria-label={project.title}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold">
                    <PortalLink href={portalProjectPath(project.id)}>{project.title}</PortalLink>
                  </h2>
                  <StatusBadge label={portalProjectStatus[project.status]} tone={project.status === "completed" ? "good" : "neutral"} />
                </div>
                <ProgressBar value={project.progressPercentage} label={`${project.title} progress`} />
                <p className="text-sm text-slate-600">{`${formatIsoDate(project.startDate, "Start to be set")} – ${formatIsoDate(project.endDate, "end to be set")}`}</p>
              </PortalCard>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
