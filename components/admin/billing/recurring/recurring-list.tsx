import { recurringStatusOptions } from "@/lib/billing/recurring/schema";
import type { RecurringListRow } from "@/lib/billing/types";
import type { ListPage } from "@/lib/list/params";

import { RecurringTable } from "./recurring-table";
import { ListView, type ListSpec } from "../../list";

const spec: ListSpec = {
  title: "Recurring Invoices",
  headingId: "recurring-heading",
  search: { label: "Search retainers", placeholder: "Search by client or invoice #" },
  filters: [{ paramKey: "status", label: "Status filter", allLabel: "All Statuses", options: recurringStatusOptions }],
  noun: "retainers",
  emptyText: "No retainers yet. Use 'Repeat' on an invoice to bill it every week, month, quarter or year.",
  columns: 8,
};

/** The Recurring list: every retainer with its next date; pause, resume and end from the row. */
export function RecurringList({ list }: { list: ListPage<RecurringListRow> }) {
  return (
    <ListView spec={spec} list={list}>
      <RecurringTable rows={list.rows} />
    </ListView>
  );
}
