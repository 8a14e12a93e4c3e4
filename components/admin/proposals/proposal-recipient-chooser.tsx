"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";

import { searchRelationOptionsAction } from "@/lib/communications/actions";
import { newProposalHref } from "@/lib/proposals/paths";

import { ClientPicker } from "../clients/client-picker";
import { AsyncCombobox, type ComboboxOption } from "../forms/async-combobox";

async function searchLeads(q: string): Promise<ComboboxOption[]> {
  const result = await searchRelationOptionsAction({ kind: "lead", q });
  if (!result?.data) throw new Error(result?.serverError ?? "The search failed.");
  return result.data;
}

/**
 * 'New Proposal' without a lead or client yet: choose one (searched on the server); the editor then
 * opens pre-filled from it (a lead's brief prices the lines).
 */
export function ProposalRecipientChooser() {
  const router = useRouter();
  const [lead, setLead] = useState<ComboboxOption | null>(null);
  const search = useCallback((q: string) => searchLeads(q), []);
  return (
    <section aria-labelledby="proposal-recipient-heading" className="max-w-xl space-y-4">
      <h2 id="proposal-recipient-heading" className="text-lg font-semibold text-slate-900">
        New Proposal
      </h2>
      <p className="text-sm text-slate-600">
        A proposal is for a lead or a client. Choose one; a lead&apos;s own brief pre-fills the lines.
      </p>
      <AsyncCombobox
        id="proposal-lead"
        label="Lead"
        value={lead}
        noneLabel="Choose a lead"
        search={search}
        onChange={(next) => {
          setLead(next);
          if (next) router.push(newProposalHref({ lead: next.id }));
        }}
      />
      <ClientPicker
        id="proposal-client"
        label="Or a client"
        value={null}
        onChange={(client) => router.push(newProposalHref({ client: client.id }))}
      />
    </section>
  );
}
