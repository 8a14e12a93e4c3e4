"use client";

import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowData } from "@tanstack/react-table";

import { RowActions, type RowAction } from "./row-actions";

declare module "@tanstack/react-table" {
  // An augmentation repeats TanStack's own type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's cells and header (alignment, wrapping). */
    className?: string;
  }
}

export type DataTableColumn<Row> = ColumnDef<Row>;

type DataTableProps<Row> = {
  /** Read by screen readers before the table ("Leads, newest first"). */
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** The icon buttons of the last column ('Actions'), each named for its row. */
  rowActions?: (row: Row) => (RowAction | null)[];
  /** Per-row attributes: a tint for unread or overdue rows. */
  rowProps?: (row: Row) => React.ComponentProps<"tr">;
};

/**
 * The back office's one data table (the shadcn data-table pattern on TanStack Table). Paging,
 * search and filters happen in SQL, so it draws exactly the rows it is given; the list around it
 * (components/admin/list/list-view.tsx) shows the empty state and the pages. Its cells are styled
 * by the `data-table` classes of app/back-office.css and the row actions' icons are CSS classes
 * (content/admin-icons.ts), so 25 rows stay a small page.
 */
export function DataTable<Row>({ caption, columns, rows, getRowId, rowActions, rowProps }: DataTableProps<Row>) {
  // Rows arrive as server props and the table is redrawn with them, so the compiler's memoizing is not missed.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    manualSorting: true,
  });
  return (
    <div className="relative w-full overflow-x-auto">
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} className={header.column.columnDef.meta?.className}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
              {rowActions ? <th className="text-right">Actions</th> : null}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} {...rowProps?.(row.original)}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cell.column.columnDef.meta?.className}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
              {rowActions ? (
                <td className="align-top">
                  <RowActions actions={rowActions(row.original)} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
