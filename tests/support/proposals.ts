import type { Db } from "@/db/client";
import { proposalFormSchema, type ProposalFormValues } from "@/lib/proposals/schema";
import { createProposal } from "@/lib/proposals/service";

export { insertBriefLead } from "./proposal-fixtures";

/**
 * A valid editor input for a lead: two included lines (2 x 1,000.00 and 1 x 500.00), a package
 * group (Starter 1,000.00 / Growth 2,000.00, Growth shown chosen) and an optional line (300.00, not
 * ticked), at 10 % tax and a 50 % deposit: the default choice is 4,500.00 + 450.00 = 4,950.00.
 */
export const proposalForm = (leadId: string, changes: Partial<ProposalFormValues> = {}): ProposalFormValues => ({
  leadId,
  clientId: "",
  recipientName: "Maya Torres",
  recipientEmail: "maya@aspenbrew.example",
  recipientCompany: "Aspen Brew Co",
  title: "Web Development for Aspen Brew Co",
  introduction: "Hi Maya,\n\nHere is our proposal.",
  terms: "Net 15.",
  validUntil: "2026-04-30",
  depositPercent: 50,
  taxRate: 10,
  sections: [
    {
      title: "Scope",
      lines: [
        { kind: "included", description: "Design", quantity: 2, unitPrice: 1000, selected: true },
        { kind: "included", description: "Launch", quantity: 1, unitPrice: 500, selected: true },
      ],
    },
    {
      title: "Care plan",
      lines: [
        { kind: "package", description: "Starter", quantity: 1, unitPrice: 1000, selected: false },
        { kind: "package", description: "Growth", quantity: 1, unitPrice: 2000, selected: true },
        { kind: "optional", description: "Photography", quantity: 1, unitPrice: 300, selected: false },
      ],
    },
  ],
  ...changes,
});

/** A draft made through the service on `today`. */
export async function draftProposal(
  db: Db,
  adminId: string,
  leadId: string,
  changes: Partial<ProposalFormValues> = {},
  today = "2026-03-02",
) {
  return createProposal(db, proposalFormSchema.parse(proposalForm(leadId, changes)), adminId, today);
}
