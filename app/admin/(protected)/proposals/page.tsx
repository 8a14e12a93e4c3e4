import Link from "next/link";

import { ProposalsList } from "@/components/admin/proposals/proposals-list";
import { Button } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/authentication/guards";
import { listPage, pageQuery, parseListParams, type SearchParams } from "@/lib/list/params";
import { PROPOSALS_PATH } from "@/lib/proposals/paths";
import { listProposals } from "@/lib/proposals/queries";
import { proposalStatuses } from "@/lib/proposals/schema";

export default async function ProposalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const params = parseListParams(await searchParams, { status: proposalStatuses });
  const result = await listProposals(getDb(), pageQuery(params));
  return (
    <ProposalsList
      list={listPage(params, result)}
      actions={
        <Button asChild size="sm">
          <Link href={`${PROPOSALS_PATH}/new`}>New Proposal</Link>
        </Button>
      }
    />
  );
}
