import Link from "next/link";

import { PROPOSALS_PATH } from "@/lib/proposals/paths";

/** An unknown or malformed proposal id (or a lead or client that is gone): said plainly, with the way back. */
export default function ProposalNotFound() {
  return (
    <div role="status" className="space-y-3 py-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">Proposal not found</h2>
      <p className="text-sm text-slate-600">Nothing has this address. It may have been deleted.</p>
      <Link href={PROPOSALS_PATH} className="text-sm font-medium underline underline-offset-2">
        Back to Proposals
      </Link>
    </div>
  );
}
