import type { DataTableColumn } from "../list";

/** A billing table's Client column: the name, and the address under it. */
export function clientColumn<Row extends { clientName: string; clientEmail: string }>(): DataTableColumn<Row> {
  return {
    id: "client",
    header: "Client",
    cell: ({ row: { original } }) => (
      <>
        <div className="font-medium text-slate-900">{original.clientName}</div>
        <div className="text-muted-foreground text-xs">{original.clientEmail}</div>
      </>
    ),
  };
}
