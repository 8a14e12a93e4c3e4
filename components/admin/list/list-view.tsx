import type { ListPage } from "@/lib/list/params";

import { ListDateRange, type ListDateRangeSpec } from "./list-date-range";
import { ListEmpty } from "./list-empty";
import { ListFilter, type FilterOption } from "./list-filter";
import { ListPagination } from "./list-pagination";
import { ListProvider } from "./list-provider";
import { ListResults } from "./list-results";
import { ListSearch } from "./list-search";
import { SectionHeading } from "../shell/section-heading";

export type ListFilterSpec = { paramKey: string; label: string; allLabel: string; options: readonly FilterOption[] };

/** What a list is called and how it is searched: data, written once per list. */
export type ListSpec = {
  title: string;
  headingId: string;
  /** The search box; a list without one (the audit trail) leaves it out. */
  search?: { label: string; placeholder: string };
  filters: readonly ListFilterSpec[];
  /** A from / to pair of date inputs after the filters. */
  dateRange?: ListDateRangeSpec;
  /** "leads": 'No leads match your search and filters.' */
  noun: string;
  /** What an empty list says ('No leads yet.'). */
  emptyText: string;
  /** Columns of the table skeleton shown while the rows load. */
  columns?: number;
};

type ListViewProps = {
  spec: ListSpec;
  list: ListPage<unknown>;
  /** Whether to show the empty state instead of the rows (by default: no rows). */
  empty?: boolean;
  /** The heading's buttons ('New Project', 'Export CSV'). */
  actions?: React.ReactNode;
  /** Between the heading and the toolbar (the Billing figures). */
  summary?: React.ReactNode;
  /** The end of the toolbar (the Leads view switch). */
  toolbarEnd?: React.ReactNode;
  /** Under the toolbar (how the board works). */
  note?: React.ReactNode;
  /** What stands in for the rows while they load, instead of a table skeleton. */
  skeleton?: React.ReactNode;
  /** The rows: a DataTable, or the pipeline board. */
  children: React.ReactNode;
};

/**
 * A back-office list: its heading and count, search and filters bound to the URL, the rows (or
 * the empty state), and the pages. Every search, filter and page is one server render.
 */
export function ListView({
  spec,
  list,
  empty = list.rows.length === 0,
  actions,
  summary,
  toolbarEnd,
  note,
  skeleton,
  children,
}: ListViewProps) {
  return (
    <ListProvider
      filterKeys={[
        ...spec.filters.map((filter) => filter.paramKey),
        ...(spec.dateRange ? [spec.dateRange.fromKey, spec.dateRange.toKey] : []),
      ]}
    >
      <section aria-labelledby={spec.headingId} className="space-y-4">
        <SectionHeading
          title={spec.title}
          count={list.total}
          countIsAtLeast={list.totalIsAtLeast}
          countLabel="matching"
          headingId={spec.headingId}
        >
          {actions}
        </SectionHeading>
        {summary}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          {spec.search ? <ListSearch label={spec.search.label} placeholder={spec.search.placeholder} /> : null}
          {spec.filters.map((filter) => (
            <ListFilter key={filter.paramKey} {...filter} />
          ))}
          {spec.dateRange ? <ListDateRange {...spec.dateRange} /> : null}
          {toolbarEnd ? <div className="sm:ml-auto">{toolbarEnd}</div> : null}
        </div>
        {note}
        <ListResults columns={spec.columns} skeleton={skeleton}>
          {empty ? <ListEmpty filtered={list.filtered} noun={spec.noun} emptyText={spec.emptyText} /> : children}
        </ListResults>
        <ListPagination page={list.page} pageCount={list.pageCount} morePages={list.totalIsAtLeast} />
      </section>
    </ListProvider>
  );
}
