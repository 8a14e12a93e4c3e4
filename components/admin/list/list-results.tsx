"use client";

import { useListState } from "./list-provider";
import { TableSkeleton } from "./table-skeleton";

/** The list's rows (server-rendered children), or a skeleton while they are out of date. */
export function ListResults({ columns, children }: { columns?: number; children: React.ReactNode }) {
  const { isStale } = useListState();
  return isStale ? <TableSkeleton columns={columns} /> : <>{children}</>;
}
