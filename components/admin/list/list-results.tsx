"use client";

import { useListState } from "./list-provider";
import { TableSkeleton } from "./table-skeleton";

/**
 * The list's rows (server-rendered children), or a skeleton while they are out of date: a table's
 * by default, or the one given (the leads board shows its columns).
 */
export function ListResults({ columns, skeleton, children }: { columns?: number; skeleton?: React.ReactNode; children: React.ReactNode }) {
  const { isStale } = useListState();
  if (!isStale) return <>{children}</>;
  return skeleton ?? <TableSkeleton columns={columns} />;
}
