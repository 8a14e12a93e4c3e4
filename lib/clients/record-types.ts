import type { ClientKind, InvoiceStatus, LeadStatus, ProjectStatus } from "@/db/enums";
import type { HistoryEntry, HistoryMessage } from "@/lib/activity/types";

/**
 * The row shapes the Clients section's queries answer with: only what the pages draw, so a page of
 * 25 clients stays small. Money fields exist only in the owners' shapes; staff never receive them.
 */

/** What the list's money columns hold, for owners only. */
export type ClientListMoney = { balanceDueCents: number; lastPaymentDate: string | null };

export type ClientListRow = {
  id: string;
  displayName: string;
  company: string | null;
  primaryContact: { name: string; email: string } | null;
  openProjects: number;
  /** Absent for staff. */
  money?: ClientListMoney;
};

export type ClientContactRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string | null;
  isPrimary: boolean;
};

export type ClientRecord = {
  id: string;
  kind: ClientKind;
  displayName: string;
  company: string | null;
  billingEmail: string;
  billingAddress: string | null;
  phone: string | null;
  taxId: string | null;
  notes: string | null;
  createdAt: Date;
  contacts: ClientContactRow[];
};

export type ClientProjectRow = {
  id: string;
  title: string;
  status: ProjectStatus;
  progressPercentage: number;
  startDate: string | null;
  endDate: string | null;
};

export type ClientLeadRow = { id: string; name: string; email: string; status: LeadStatus; createdAt: Date };

export type ClientInvoiceRow = {
  id: string;
  invoiceNumber: string;
  status: InvoiceStatus;
  issueDate: string;
  dueDate: string;
  totalAmount: string;
  amountPaid: string;
};

export type ClientPaymentRow = { id: string; invoiceNumber: string; amount: string; paidOn: string; method: string | null };

/** The owners' part of a client page. */
export type ClientMoney = { invoices: ClientInvoiceRow[]; payments: ClientPaymentRow[]; balanceDueCents: number };

/** Everything a client page shows; `money` only for owners. */
export type ClientPage = {
  client: ClientRecord;
  projects: ClientProjectRow[];
  leads: ClientLeadRow[];
  communications: HistoryMessage[];
  activity: HistoryEntry[];
  money?: ClientMoney;
};

/** One line of a statement: an invoice raises the balance, a payment lowers it. */
export type StatementLine = {
  date: string;
  kind: "invoice" | "payment";
  reference: string;
  description: string;
  /** Invoice amount (cents), 0 on a payment line. */
  chargeCents: number;
  /** Payment amount (cents), 0 on an invoice line. */
  paymentCents: number;
  balanceCents: number;
};

export type Statement = {
  client: { id: string; displayName: string; company: string | null; billingEmail: string; billingAddress: string | null };
  from: string;
  to: string;
  openingBalanceCents: number;
  lines: StatementLine[];
  totalChargesCents: number;
  totalPaymentsCents: number;
  closingBalanceCents: number;
};
