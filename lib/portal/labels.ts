import type { ProjectStatus } from "@/db/enums";
import { isInvoiceOverdue } from "@/lib/dates";
import type { ProposalPageState } from "@/lib/proposals/decision";

/** The words the portal shows for a record's state. Pure: lists, cards and tests share them. */

export const portalProjectStatus: Record<ProjectStatus, string> = {
  planning: "Planning",
  in_progress: "In progress",
  review: "In review",
  completed: "Completed",
  on_hold: "On hold",
};

export const portalProposalState: Record<Exclude<ProposalPageState, "unsent" | "replaced">, string> = {
  open: "Awaiting your decision",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

/** An invoice's state in a list: paid, cancelled, overdue (by the agency's date) or open. */
export function portalInvoiceState(
  invoice: { status: string; dueDate: string },
  today: string,
): { label: string; tone: "good" | "bad" | "neutral" } {
  if (invoice.status === "paid") return { label: "Paid", tone: "good" };
  if (invoice.status === "cancelled") return { label: "Cancelled", tone: "neutral" };
  if (isInvoiceOverdue(invoice, today)) return { label: "Overdue", tone: "bad" };
  return { label: "Open", tone: "neutral" };
}
