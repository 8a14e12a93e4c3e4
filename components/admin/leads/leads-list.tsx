import { leadSourceOptions, leadStatusOptions, type LeadSource } from "@/lib/leads/schema";
import type { BoardColumn, LeadListRow } from "@/lib/leads/types";
import type { ListPage } from "@/lib/list/params";

import { FilteredLink } from "../filtered-submissions/filtered-link";
import { ImportCsvLink } from "../lead-imports/import-csv-link";
import { ExportCsvLink, ListView, type ListSpec } from "../list";
import { BoardSkeleton } from "./board-skeleton";
import { LeadsBoardLoader } from "./leads-board-loader";
import { LeadsTable } from "./leads-table";
import { LeadsViewSwitch } from "./leads-view-switch";

const EXPORT = "/api/admin/export/leads.csv";
const sourceFilter = { paramKey: "source", label: "Source filter", allLabel: "All Sources", options: leadSourceOptions };
const tableSpec: ListSpec = {
  title: "Leads Management",
  headingId: "leads-heading",
  search: { label: "Search leads", placeholder: "Search name, email or company" },
  filters: [{ paramKey: "status", label: "Status filter", allLabel: "All Statuses", options: leadStatusOptions }, sourceFilter],
  noun: "leads",
  emptyText: "No leads yet.",
  columns: 8,
};
// The board has a column per status, so no status filter.
const boardSpec: ListSpec = { ...tableSpec, filters: [sourceFilter] };

/** SPEC §2 Leads Management as a table: one page of matching leads. */
export function LeadsTableList({ list, timeZone }: { list: ListPage<LeadListRow>; timeZone: string }) {
  return (
    <ListView
      spec={tableSpec}
      list={list}
      actions={
        <>
          <FilteredLink />
          <ImportCsvLink />
          <ExportCsvLink endpoint={EXPORT} paramKeys={["q", "status", "source"]} />
        </>
      }
      toolbarEnd={<LeadsViewSwitch view="table" />}
    >
      <LeadsTable leads={list.rows} timeZone={timeZone} />
    </ListView>
  );
}

type BoardProps = { columns: BoardColumn[]; filters: { q: string; source: LeadSource | null }; filtered: boolean; timeZone: string };

/** The pipeline board: each column pages itself; 'Export CSV' takes exactly what the board shows. */
export function LeadsBoardList({ columns, filters, filtered, timeZone }: BoardProps) {
  const total = columns.reduce((sum, column) => sum + column.count, 0);
  return (
    <ListView
      spec={boardSpec}
      list={{ rows: [], total, page: 1, pageCount: 1, filtered }}
      empty={total === 0 && filtered}
      actions={
        <>
          <FilteredLink />
          <ImportCsvLink />
          <ExportCsvLink endpoint={EXPORT} paramKeys={["q", "source"]} />
        </>
      }
      toolbarEnd={<LeadsViewSwitch view="board" />}
      note={
        <p className="text-xs text-slate-500">
          The board has a column for each status, so there is no status filter here. Drag a card, or focus its grip and press Space, to move
          it.
        </p>
      }
      skeleton={<BoardSkeleton />}
    >
      {/* One board per search and source: new filters start from fresh first pages. */}
      <LeadsBoardLoader key={`${filters.q}\u0000${filters.source ?? ""}`} columns={columns} filters={filters} timeZone={timeZone} />
    </ListView>
  );
}
