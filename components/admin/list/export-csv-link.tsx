"use client";

import { useSearchParams } from "next/navigation";
import { Download } from "lucide-react";

import { Button } from "@/components/ui/button";

/**
 * 'Export CSV': a plain download link to a CSV endpoint, carrying the list's search and filters
 * from the current URL (the list kit keeps them there), so the file holds every row the list
 * matches, not just the page shown. A link rather than a fetch: the browser streams the file to
 * disk and the download survives leaving the page.
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
        <Download aria-hidden />
        Export CSV
      </a>
    </Button>
  );
}
