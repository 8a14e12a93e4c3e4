import Link from "next/link";

import { PROPOSALS_PATH } from "@/lib/proposals/paths";

/** 'New proposal' for a lead or client that does not exist (deleted, merged, or a mistyped address). */
export default function NewProposalNotFound() {
  return (
    <div role="status" className="space-y-3 py-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">Lead or client not found</h2>
      <p className="text-sm text-slate-600">The proposal cannot be drafted: the lead or client it is for no longer exists.</p>
      <Link href={PROPOSALS_PATH} className="text-sm font-medium underline underline-offset-2">
        Back to Proposals
      </Link>
    </div>
  );
}
