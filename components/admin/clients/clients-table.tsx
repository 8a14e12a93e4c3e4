"use client";

import Link from "next/link";

import { clientHref } from "@/lib/clients/paths";
import type { ClientListRow } from "@/lib/clients/record-types";
import { formatIsoDate } from "@/lib/dates";
import { formatCents } from "@/lib/money";

import { DataTable, type DataTableColumn } from "../list";

const baseColumns: DataTableColumn<ClientListRow>[] = [
  {
    id: "name",
    header: "Client",
    meta: { className: "align-top whitespace-normal" },
    cell: ({ row: { original: client } }) => (
      <>
        <Link href={clientHref(client.id)} className="font-medium text-slate-900 underline-offset-2 hover:underline">
          {client.displayName}
        </Link>
        {client.company && client.company !== client.displayName ? <div className="text-sm text-slate-600">{client.company}</div> : null}
      </>
    ),
  },
  {
    id: "contact",
    header: "Primary contact",
    meta: { className: "align-top whitespace-normal" },
    cell: ({ row: { original: client } }) =>
      client.primaryContact ? (
        <>
          <div>{client.primaryContact.name}</div>
          <div className="text-sm text-slate-600">{client.primaryContact.email}</div>
        </>
      ) : (
        <span className="text-slate-500">None</span>
      ),
  },
  { id: "open", header: "Open projects", meta: { className: "text-right tabular-nums" }, cell: ({ row }) => row.original.openProjects },
];

// Owners only: the page passes showMoney, and staff rows carry no money to draw anyway.
const moneyColumns: DataTableColumn<ClientListRow>[] = [
  {
    id: "balance",
    header: "Balance due",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatCents(row.original.money?.balanceDueCents ?? 0),
  },
  {
    id: "lastPayment",
    header: "Last payment",
    meta: { className: "text-sm" },
    cell: ({ row }) => formatIsoDate(row.original.money?.lastPaymentDate, "None"),
  },
];

export function ClientsTable({ clients, showMoney }: { clients: ClientListRow[]; showMoney: boolean }) {
  return (
    <DataTable
      caption="Clients, by name"
      columns={showMoney ? [...baseColumns, ...moneyColumns] : baseColumns}
      rows={clients}
      getRowId={(client) => client.id}
    />
  );
}
