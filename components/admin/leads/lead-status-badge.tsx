import { Badge } from "@/components/ui/badge";
import type { LeadStatus } from "@/lib/leads/schema";
import { cn } from "@/lib/utils";

const STATUS_STYLES: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-800",
  contacted: "bg-amber-100 text-amber-800",
  qualified: "bg-violet-100 text-violet-800",
  proposal: "bg-indigo-100 text-indigo-800",
  won: "bg-emerald-100 text-emerald-800",
  lost: "bg-slate-200 text-slate-700",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge className={cn("border-transparent capitalize", STATUS_STYLES[status])}>{status}</Badge>;
}
