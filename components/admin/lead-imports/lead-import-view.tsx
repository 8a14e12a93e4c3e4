import { ArrowLeft } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import type { LeadImportDetails, LeadImportSummary } from "@/lib/lead-imports/types";

import { ImportResult } from "./import-result";
import { ImportSteps, type ImportStep } from "./import-steps";
import { MappingAndPreview } from "./mapping-and-preview";
import { RecentImports } from "./recent-imports";
import { UploadStep } from "./upload-step";
import { SectionHeading } from "../shell/section-heading";

function stepOf(current: LeadImportDetails | null): ImportStep {
  if (!current) return "Upload";
  if (current.status === "uploaded") return "Map columns";
  if (current.status === "previewed") return "Preview and import";
  return "Result";
}

type Props = { current: LeadImportDetails | null; missing: boolean; recent: LeadImportSummary[]; timeZone: string };

/** The Leads section's import page: the step the current upload is at, then the recent imports. */
export function LeadImportView({ current, missing, recent, timeZone }: Props) {
  const step = stepOf(current);
  return (
    <div className="space-y-8">
      <section aria-labelledby="import-heading" className="space-y-4">
        <SectionHeading title="Import leads from CSV" headingId="import-heading">
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/leads">
              <ArrowLeft aria-hidden />
              Back to leads
            </Link>
          </Button>
        </SectionHeading>
        <ImportSteps current={step} />
        {missing ? (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            That upload no longer exists (uploads that are not imported are removed after a day). Upload the file again.
          </p>
        ) : null}
        {!current ? (
          <UploadStep />
        ) : step === "Result" ? (
          <ImportResult details={current} timeZone={timeZone} />
        ) : (
          <MappingAndPreview key={current.id} details={current} />
        )}
      </section>
      <RecentImports imports={recent} timeZone={timeZone} />
    </div>
  );
}
