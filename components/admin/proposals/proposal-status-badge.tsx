import { Badge } from "@/components/ui/badge";
import { proposalStatusLabels, type ProposalStatus } from "@/lib/proposals/schema";

const variants: Record<ProposalStatus, "default" | "secondary" | "destructive" | "outline"> = {
  draft: "outline",
  sent: "secondary",
  viewed: "secondary",
  accepted: "default",
  declined: "destructive",
  expired: "outline",
  replaced: "outline",
};

/** A proposal's status as a badge: accepted stands out, declined reads as a refusal, the rest stay quiet. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return <Badge variant={variants[status]}>{proposalStatusLabels[status]}</Badge>;
}
