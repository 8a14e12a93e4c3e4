import { getDb } from "@/db/client";
import { formatIsoDate } from "@/lib/dates";
import { agencyToday } from "@/lib/dates/agency";
import { lateness } from "@/lib/dates/lateness";
import { listDueFollowUps } from "@/lib/follow-ups/queries";
import { pageCount, parseListParams } from "@/lib/list/params";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

import type { DashboardSearchParams } from "../dashboard/tab-panel";
import { LeadStatusBadge } from "../leads/lead-status-badge";
import { CountBadge, ListPagination, ListProvider, ListResults } from "../list";
import { FOLLOW_UPS_HEADING_ID, FollowUpActions } from "./follow-up-actions";

/** Ten a page: the Overview shows several sections, and the oldest are what matters. */
const FOLLOW_UPS_PAGE_SIZE = 10;

async function loadPage(today: string, requestedPage: number) {
  const db = getDb();
  const first = await listDueFollowUps(db, today, { offset: (requestedPage - 1) * FOLLOW_UPS_PAGE_SIZE, limit: FOLLOW_UPS_PAGE_SIZE });
  const pages = pageCount(first.total, FOLLOW_UPS_PAGE_SIZE);
  // A page past the end (the last rows were just marked done) shows the last page instead.
  if (requestedPage <= pages) return { ...first, page: requestedPage, pages };
  const last = await listDueFollowUps(db, today, { offset: (pages - 1) * FOLLOW_UPS_PAGE_SIZE, limit: FOLLOW_UPS_PAGE_SIZE });
  return { ...last, page: pages, pages };
}

/**
 * Issue 11 'Follow-ups due': open leads whose next follow-up date is today or earlier in
 * AGENCY_TIMEZONE, oldest first, paged in SQL (there may be thousands), each with 'Mark done' and
 * 'Snooze'.
 */
export async function FollowUpsDue({ searchParams }: { searchParams: DashboardSearchParams }) {
  const today = agencyToday();
  const { rows, total, page, pages } = await loadPage(today, parseListParams(searchParams, {}).page);
  return (
    <ListProvider>
      <section aria-labelledby={FOLLOW_UPS_HEADING_ID} className="space-y-3">
        <div className="flex items-center gap-3">
          <h2 id={FOLLOW_UPS_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
            Follow-ups due
          </h2>
          <CountBadge count={total} label="due" />
        </div>
        <ListResults columns={5}>
          {rows.length === 0 ? (
            <p role="status" className="rounded-lg border border-dashed p-6 text-center text-sm text-slate-600">
              No follow-ups due. You are all caught up.
            </p>
          ) : (
            <Table>
              <caption className="sr-only">Follow-ups due, oldest first</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>Lead</TableHead>
                  <TableHead>Company</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Follow-up</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((lead) => (
                  <TableRow key={lead.id}>
                    <TableCell className="align-top whitespace-normal">
                      <div className="font-medium text-slate-900">{lead.name}</div>
                      <div className="text-sm text-slate-600">{lead.email}</div>
                    </TableCell>
                    <TableCell>{lead.company ?? "—"}</TableCell>
                    <TableCell>
                      <LeadStatusBadge status={lead.status} />
                    </TableCell>
                    <TableCell className="text-sm">
                      <div>{formatIsoDate(lead.dueDate)}</div>
                      <div className="text-xs text-slate-500">{lateness(lead.dueDate, today, "late")}</div>
                    </TableCell>
                    <TableCell>
                      <FollowUpActions lead={{ id: lead.id, name: lead.name }} today={today} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </ListResults>
        <ListPagination page={page} pageCount={pages} />
      </section>
    </ListProvider>
  );
}
