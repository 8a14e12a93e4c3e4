import { communicationStatusFilterOptions, communicationTypeOptions } from "@/lib/communications/schema";
import type { ListPage } from "@/lib/list/params";

import { ListView, type ListSpec } from "../list";
import { CommunicationsTable, type CommunicationRow } from "./communications-table";
import { NewCommunicationButton } from "./new-communication-button";

const spec: ListSpec = {
  title: "Communication Hub",
  headingId: "communications-heading",
  search: { label: "Search communications", placeholder: "Search subject, content or addresses" },
  filters: [
    { paramKey: "type", label: "Type filter", allLabel: "All Types", options: communicationTypeOptions },
    { paramKey: "status", label: "Status filter", allLabel: "All Statuses", options: communicationStatusFilterOptions },
  ],
  noun: "communications",
  emptyText: "No communications yet.",
  columns: 7,
};

/** SPEC §2 Communication Hub: one page of matching communications, with their relation and delivery. */
export function CommunicationsList({ list, timeZone }: { list: ListPage<CommunicationRow>; timeZone: string }) {
  return (
    <ListView spec={spec} list={list} actions={<NewCommunicationButton />}>
      <CommunicationsTable rows={list.rows} timeZone={timeZone} />
    </ListView>
  );
}
