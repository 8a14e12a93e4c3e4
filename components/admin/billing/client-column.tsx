import type { DataTableColumn } from "../list";

/** A billing table's Client column: the name, and the address under it. */
export function clientColumn<Row extends { clientName: string; clientEmail: string }>(): DataTableColumn<Row> {
  return {
    id: "client",
    header: "Client",
    cell: ({ row: { original } }) => (
      <>
        <div className="cell-title">{original.clientName}</div>
        <div className="cell-sub">{original.clientEmail}</div>
      </>
    ),
  };
}
