"use client";

import { useSearchParams } from "next/navigation";

import { Button } from "@/components/ui/button";

import { AdminIcon } from "../icon";

/**
 * 'Export CSV': a download link carrying the list's search and filters from the URL, so the file holds
 * every matching row. A link, not a fetch: the browser streams to disk and survives leaving the page.
 */
export function ExportCsvLink({ endpoint, paramKeys }: { endpoint: string; paramKeys: readonly string[] }) {
  const searchParams = useSearchParams();
  const query = new URLSearchParams();
  for (const key of paramKeys) {
    const value = searchParams.get(key);
    if (value) query.set(key, value);
  }
  const href = query.size > 0 ? `${endpoint}?${query}` : endpoint;
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download>
        <AdminIcon name="download" />
        Export CSV
      </a>
    </Button>
  );
}
