"use client";

import { useState } from "react";

import type { LeadImportDetails } from "@/lib/lead-imports/types";

import { ColumnMapping } from "./column-mapping";
import { ImportPreview } from "./import-preview";

const sameMapping = (a: readonly string[] | null, b: readonly string[]) =>
  a !== null && a.length === b.length && a.every((choice, index) => choice === b[index]);

/** Steps 2 and 3 on one screen: the mapping, and once previewed, the preview (stale as soon as the mapping changes). */
export function MappingAndPreview({ details }: { details: LeadImportDetails }) {
  const [edited, setEdited] = useState<{ mapping: string[]; defaultSource: string } | null>(null);
  const stale = edited !== null && (!sameMapping(details.mapping, edited.mapping) || edited.defaultSource !== details.defaultSource);
  return (
    <div className="space-y-6">
      <ColumnMapping details={details} onChange={(mapping, defaultSource) => setEdited({ mapping: [...mapping], defaultSource })} />
      {details.status === "previewed" && details.preview ? <ImportPreview details={details} stale={stale} /> : null}
    </div>
  );
}
