"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@/components/ui/button";

import { useListState } from "./list-provider";

/** Previous / next page buttons bound to ?page=, with "Page N of M" between them. */
export function ListPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { setPage, isStale } = useListState();
  if (pageCount <= 1 && page <= 1) return null;
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
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label="Next page"
        disabled={page >= pageCount || isStale}
        onClick={() => setPage(page + 1)}
      >
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
