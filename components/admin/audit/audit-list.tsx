import { auditActionOptions, entityTypeOptions } from "@/lib/audit/schema";
import type { AuditListRow } from "@/lib/audit/types";
import type { ListPage } from "@/lib/list/params";
import type { AdminOption } from "@/lib/team/types";

import { ExportCsvLink, ListView, type ListSpec } from "../list";
import { AuditTable } from "./audit-table";

/** The keys of the list's URL that the export carries over. */
const FILTER_KEYS = ["admin", "entity", "action", "from", "to"] as const;

/** The Audit section (owners): every write in the back office, newest first, filtered in SQL. */
export function AuditList({ list, admins, timeZone }: { list: ListPage<AuditListRow>; admins: AdminOption[]; timeZone: string }) {
  const spec: ListSpec = {
    title: "Audit",
    headingId: "audit-heading",
    filters: [
      { paramKey: "admin", label: "Admin filter", allLabel: "All Admins", options: admins.map(({ id, label }) => ({ value: id, label })) },
      { paramKey: "entity", label: "Entity filter", allLabel: "All Entities", options: entityTypeOptions },
      { paramKey: "action", label: "Action filter", allLabel: "All Actions", options: auditActionOptions },
    ],
    dateRange: { fromKey: "from", toKey: "to", fromLabel: "From", toLabel: "To" },
    noun: "entries",
    emptyText: "Nothing has been recorded yet.",
    columns: 6,
  };
  return (
    <ListView spec={spec} list={list} actions={<ExportCsvLink endpoint="/api/admin/export/audit.csv" paramKeys={FILTER_KEYS} />}>
      <AuditTable entries={list.rows} timeZone={timeZone} />
    </ListView>
  );
}
