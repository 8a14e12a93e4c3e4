"use client";

import { Button } from "@/components/ui/button";

import { useListState } from "./list-provider";
import { AdminIcon } from "../icon";

/**
 * Previous / next page buttons bound to ?page=, with "Page N of M" between them ("of M+" when the
 * count stopped early and more pages follow).
 */
export function ListPagination({ page, pageCount, morePages = false }: { page: number; pageCount: number; morePages?: boolean }) {
  const { setPage, isStale } = useListState();
  if (pageCount <= 1 && page <= 1 && !morePages) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-end gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label="Previous page"
        disabled={page <= 1 || isStale}
        onClick={() => setPage(Math.min(page - 1, pageCount))}
      >
        <AdminIcon name="chevron-left" />
        Previous
      </Button>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Page {page} of {morePages ? `${pageCount}+` : pageCount}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label="Next page"
        disabled={(page >= pageCount && !morePages) || isStale}
        onClick={() => setPage(page + 1)}
      >
        Next
        <AdminIcon name="chevron-right" />
      </Button>
    </nav>
  );
}
