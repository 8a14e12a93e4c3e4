import type { ListPage } from "@/lib/list/params";
import { proposalStatusOptions } from "@/lib/proposals/schema";
import type { ProposalListRow } from "@/lib/proposals/types";

import { ProposalsTable } from "./proposals-table";
import { ListView, type ListSpec } from "../list";

const spec: ListSpec = {
  title: "Proposals",
  headingId: "proposals-heading",
  search: { label: "Search proposals", placeholder: "Search by proposal #, title, recipient or company" },
  filters: [{ paramKey: "status", label: "Status filter", allLabel: "All Statuses", options: proposalStatusOptions }],
  noun: "proposals",
  emptyText: "No proposals yet. Create one from a lead or a client.",
  columns: 7,
};

/** The Proposals section: search, status filter and one page of proposals, newest first. */
export function ProposalsList({ list, actions }: { list: ListPage<ProposalListRow>; actions?: React.ReactNode }) {
  return (
    <ListView spec={spec} list={list} actions={actions}>
      <ProposalsTable rows={list.rows} />
    </ListView>
  );
}
