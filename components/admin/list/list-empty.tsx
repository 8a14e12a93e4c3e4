"use client";

import { SearchX } from "lucide-react";

import { Button } from "@/components/ui/button";

import { useListState } from "./list-provider";

/**
 * What a list shows with no rows. Narrowed by search or filters, it says nothing matches and
 * offers 'Clear filters'; otherwise it shows `emptyText` ("No leads yet.").
 */
export function ListEmpty({ filtered, noun, emptyText }: { filtered: boolean; noun: string; emptyText: string }) {
  const { clearAll } = useListState();
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center text-sm text-slate-600">
      {filtered ? (
        <>
          <SearchX aria-hidden className="size-6 text-slate-400" />
          <p>No {noun} match your search and filters.</p>
          <Button type="button" variant="outline" size="sm" onClick={clearAll}>
            Clear filters
          </Button>
        </>
      ) : (
        <p>{emptyText}</p>
      )}
    </div>
  );
}
