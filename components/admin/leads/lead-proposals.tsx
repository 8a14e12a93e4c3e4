"use client";

import Link from "next/link";
import { useAction } from "next-safe-action/hooks";
import { useEffect } from "react";

import { Button } from "@/components/ui/button";
import { newProposalHref } from "@/lib/proposals/paths";
import { listLeadProposalsAction } from "@/lib/proposals/related-actions";

import { RelatedProposalsTable } from "../proposal-links/related-proposals";

/**
 * The lead details' Proposals block: the lead's proposals, read when the details open (the Leads
 * list rows carry nothing of them), and 'Create proposal', which starts one from the lead's brief.
 */
export function LeadProposals({ leadId }: { leadId: string }) {
  const { execute, result, hasErrored } = useAction(listLeadProposalsAction, {
    onError: ({ error }) => console.error("[leads.proposals]", error),
  });
  useEffect(() => execute({ leadId }), [execute, leadId]);
  const proposals = result.data;
  return (
    <section aria-labelledby="lead-proposals-heading">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="lead-proposals-heading" className="font-semibold">
          Proposals
        </h3>
        <Button asChild variant="outline" size="sm">
          <Link href={newProposalHref({ lead: leadId })} prefetch={false}>
            Create proposal
          </Link>
        </Button>
      </div>
      {proposals ? (
        <RelatedProposalsTable proposals={proposals} caption="Proposals of this lead" />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {hasErrored ? "The proposals could not be loaded." : "Loading proposals..."}
        </p>
      )}
    </section>
  );
}
