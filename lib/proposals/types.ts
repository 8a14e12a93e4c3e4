import type { ProposalLineKind, ProposalStatus } from "@/db/enums";
import type { ProposalSnapshot } from "@/db/schema";
import type { HistoryEntry } from "@/lib/activity/types";

/** The shapes lib/proposals' queries answer with; pure types, so components can draw them. */

/** A row of the Proposals list. */
export type ProposalListRow = {
  id: string;
  proposalNumber: string;
  version: number;
  title: string;
  recipientName: string;
  recipientCompany: string | null;
  recipientEmail: string;
  totalAmount: string;
  validUntil: string;
  status: ProposalStatus;
};

export type ProposalPage = { rows: ProposalListRow[]; total: number };

export type ProposalItemRow = {
  id: string;
  sectionPosition: number;
  sectionTitle: string;
  position: number;
  kind: ProposalLineKind;
  description: string;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
  selected: boolean;
};

/** A proposal as its details page shows it: never the client link's hash or sealed token. */
export type ProposalRecord = {
  id: string;
  proposalNumber: string;
  version: number;
  previousId: string | null;
  leadId: string | null;
  clientId: string | null;
  recipientName: string;
  recipientEmail: string;
  recipientCompany: string | null;
  title: string;
  introduction: string;
  terms: string;
  validUntil: string;
  depositPercent: string;
  taxRate: string;
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
  status: ProposalStatus;
  hasClientLink: boolean;
  clientLinkCreatedAt: Date | null;
  sentAt: Date | null;
  viewedAt: Date | null;
  decidedAt: Date | null;
  acceptedName: string | null;
  acceptedIp: string | null;
  acceptedSnapshot: ProposalSnapshot | null;
  declineReason: string | null;
  projectId: string | null;
  depositInvoiceId: string | null;
  createdAt: Date;
};

/** Another version of the same proposal number, for the details' version list. */
export type ProposalVersion = { id: string; version: number; status: ProposalStatus };

export type ProposalDetails = {
  proposal: ProposalRecord;
  items: ProposalItemRow[];
  lead: { id: string; name: string } | null;
  client: { id: string; displayName: string } | null;
  project: { id: string; title: string } | null;
  depositInvoice: { id: string; invoiceNumber: string } | null;
  versions: ProposalVersion[];
  /** The revision made from this version, if any (a second 'Revise' is refused). */
  nextVersionId: string | null;
  history: HistoryEntry[];
};
