import type { RecentLead } from "@/lib/dashboard/queries";
import { formatAgencyDate } from "@/lib/dashboard/format";
import { readEnv } from "@/lib/env";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

import { LeadStatusBadge } from "../leads/lead-status-badge";
import { leadSourceLabels } from "../leads/lead-source-label";

/** Name, email, company, status badge, created date and source (SPEC §2 Overview). */
export function RecentLeadsTable({ leads, caption }: { leads: RecentLead[]; caption: string }) {
  if (leads.length === 0) {
    return <p className="rounded-lg border border-dashed p-8 text-center text-sm text-slate-600">No leads yet.</p>;
  }
  const timeZone = readEnv().AGENCY_TIMEZONE;
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Company</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Source</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leads.map((lead) => (
          <TableRow key={lead.id}>
            <TableCell className="font-medium">{lead.name}</TableCell>
            <TableCell>{lead.email}</TableCell>
            <TableCell>{lead.company ?? "—"}</TableCell>
            <TableCell>
              <LeadStatusBadge status={lead.status} />
            </TableCell>
            <TableCell>{formatAgencyDate(lead.createdAt, timeZone)}</TableCell>
            <TableCell>{leadSourceLabels[lead.source]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
