import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { EmptyState, Fact, PortalCard, PortalHeading, PortalLink, ProgressBar, StatusBadge } from "@/components/portal/portal-ui";
import { getDb } from "@/db/client";
import { formatDateTime, formatIsoDate } from "@/lib/dates";
import { readEnv } from "@/lib/env";
import { requirePortalPage } from "@/lib/portal/cookie";
import { portalProjectStatus } from "@/lib/portal/labels";
import { portalPaths } from "@/lib/portal/paths";
import { getPortalProject } from "@/lib/portal/projects";

export const metadata: Metadata = { title: "Project" };

type Props = { params: Promise<{ id: string }> };

/** One project of the client's: its dates, deliverables and the updates the agency shared; anything else is the 404 page. */
export default async function PortalProjectPage({ params }: Props) {
  const viewer = await requirePortalPage();
  const project = await getPortalProject(getDb(), viewer.clientId, (await params).id);
  if (!project) notFound();
  const timeZone = readEnv().AGENCY_TIMEZONE;
  return (
    <>
      <p className="text-sm">
        <PortalLink href={portalPaths.projects}>All projects</PortalLink>
      </p>
      <PortalHeading title={project.title}>
        <StatusBadge label={portalProjectStatus[project.status]} tone={project.status === "completed" ? "good" : "neutral"} />
      </PortalHeading>

      <PortalCard aria-labelledby="project-summary">
        <h2 id="project-summary" className="sr-only">
          Summary
        </h2>
        <ProgressBar value={project.progressPercentage} label={`${project.title} progress`} />
        <dl className="grid gap-x-6 sm:grid-cols-2">
          <Fact label="Start">{formatIsoDate(project.startDate, "To be set")}</Fact>
          <Fact label="End">{formatIsoDate(project.endDate, "To be set")}</Fact>
        </dl>
        {project.description ? <p className="text-sm whitespace-pre-line text-slate-700">{project.description}</p> : null}
      </PortalCard>

      <PortalCard aria-labelledby="deliverables-title">
        <h2 id="deliverables-title" className="text-lg font-semibold text-slate-900">
          Deliverables
        </h2>
        {project.deliverables.length === 0 ? (
          <p className="text-sm text-slate-700">The deliverables will be listed here once they are set.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900">
            {project.deliverables.map((deliverable, index) => (
              <li key={index}>{deliverable}</li>
            ))}
          </ul>
        )}
      </PortalCard>

      <section aria-labelledby="updates-title" className="space-y-3">
        <h2 id="updates-title" className="text-lg font-semibold text-slate-900">
          Updates
        </h2>
        {project.updates.length === 0 ? (
          <EmptyState>No updates yet. We will post news about this project here.</EmptyState>
        ) : (
          <ol className="space-y-3">
            {project.updates.map((update) => (
              <li key={update.id} className="rounded-xl border bg-white p-4 shadow-sm">
                <p className="text-xs text-slate-600">
                  <time dateTime={update.createdAt.toISOString()}>{formatDateTime(update.createdAt, timeZone)}</time>
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-900">{update.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
