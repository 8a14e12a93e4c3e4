import type { ClientListRow } from "@/lib/clients/record-types";
import type { ListPage } from "@/lib/list/params";

import { ListView, type ListSpec } from "../list";
import { ClientsTable } from "./clients-table";

const spec = (showMoney: boolean): ListSpec => ({
  title: "Clients",
  headingId: "clients-heading",
  search: { label: "Search clients", placeholder: "Search name, company or contact email" },
  filters: [],
  noun: "clients",
  emptyText: "No clients yet.",
  columns: showMoney ? 5 : 3,
});

/** The Clients section: one page of clients by name; owners also see what each owes. */
export function ClientsList({
  list,
  showMoney,
  actions,
}: {
  list: ListPage<ClientListRow>;
  showMoney: boolean;
  actions?: React.ReactNode;
}) {
  return (
    <ListView spec={spec(showMoney)} list={list} actions={actions}>
      <ClientsTable clients={list.rows} showMoney={showMoney} />
    </ListView>
  );
}
