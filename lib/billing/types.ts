import type { MailStatus, RecurringFrequency, RecurringStatus } from "@/db/enums";
import type { Invoice, InvoiceItem, InvoicePayment } from "@/db/schema";

/** The shapes lib/billing's queries answer with; pure types, so components and documents can draw them. */

/**
 * An invoice as screens see it: never the client link's hash or sealed token. A final invoice that
 * deducts a deposit names the deposit invoice and the amount (its total, as deducted): the stored
 * total is already net of it.
 */
export type InvoiceRecord = Omit<Invoice, "searchText" | "updatedAt" | "clientLinkHash" | "clientLinkSealed">;

/** "Less deposit INV-2026-0007": the deposit invoice's number, beside the amount deducted. */
export type DepositDeduction = { lessDepositInvoiceNumber: string | null };

/**
 * A row of the Billing list: what the row draws and its dialogs start from, and whether the overdue
 * rule catches it today. The rest of the invoice loads when the details or the edit form open.
 */
export type InvoiceListRow = Pick<
  InvoiceRecord,
  "id" | "invoiceNumber" | "clientName" | "clientEmail" | "issueDate" | "dueDate" | "totalAmount" | "amountPaid" | "status"
> & { overdue: boolean; paidOnline: boolean };

/** The fields of an invoice its list row leaves out, loaded with the items by the details and the edit form. */
export type InvoiceParticulars = Pick<
  InvoiceRecord,
  | "clientId"
  | "projectId"
  | "clientAddress"
  | "description"
  | "notes"
  | "paidDate"
  | "paymentMethod"
  | "remindersEnabled"
  | "subtotal"
  | "taxRate"
  | "taxAmount"
  | "lessDepositInvoiceId"
  | "depositDeduction"
> &
  DepositDeduction;

/** What the edit form of a draft loads when it opens. */
export type InvoiceDraft = { particulars: InvoiceParticulars; items: InvoiceItemRow[] };

export type InvoiceItemRow = Pick<InvoiceItem, "id" | "description" | "quantity" | "unitPrice" | "totalPrice">;

/**
 * A payment as the details, the PDF and the client page draw it. An online one carries the
 * provider's reference; a refund is a negative amount; money received above the balance is its
 * overpayment, flagged until an owner marks it resolved.
 */
export type PaymentRow = Pick<
  InvoicePayment,
  "id" | "amount" | "paidOn" | "method" | "note" | "fromStatusChange" | "providerReference" | "overpayment" | "overpaymentResolvedAt"
>;

export type InvoiceWithItems = InvoiceRecord & { items: InvoiceItemRow[] };

/** What the PDF and the client page draw: the invoice, its items, the deposit it deducts and the payments made. */
export type InvoiceDocument = InvoiceWithItems & DepositDeduction & { payments: PaymentRow[] };

/** A deposit invoice a project's final invoice may deduct ("Less deposit INV-..."): its total is the deduction. */
export type DepositChoice = { id: string; invoiceNumber: string; totalAmount: string };

export type InvoicePage = { rows: InvoiceListRow[]; total: number; page: number; pageCount: number };

export type InvoiceStats = {
  total: number;
  paid: number;
  overdue: number;
  /** The payments received (partial ones included), numeric text ("0.00"). */
  revenue: string;
  /** What is still owed on invoices neither paid nor cancelled (drafts included), numeric text. */
  pending: string;
};

/** A reminder mailed (or queued) for an invoice, for its details. */
export type ReminderRow = { id: string; daysLate: number; queuedAt: string; status: MailStatus };

/** What the details dialog loads when it opens (the list row carries the rest). */
export type InvoiceDetails = {
  particulars: InvoiceParticulars;
  items: InvoiceItemRow[];
  payments: PaymentRow[];
  reminders: ReminderRow[];
  /** The client page's address while a link is active. */
  clientLink: { url: string; createdAt: string } | null;
  /** When the client first opened the page, in the agency's time ("Mar 4, 2026, 3:05 PM"). */
  viewedAt: string | null;
};

export type AgingBucket = { key: "current" | "1-30" | "31-60" | "61-90" | "90+"; label: string; amount: string; count: number };

/** The overpayments waiting for an owner: how many, and the oldest few with their invoice's number. */
export type UnresolvedOverpaymentsSummary = {
  total: number;
  rows: { paymentId: string; invoiceNumber: string; overpayment: string }[];
};

/** Outstanding (the balances of sent and overdue invoices) and its aging by days past due. */
export type Receivables = { outstanding: string; count: number; buckets: AgingBucket[] };

export type BillingSettings = {
  remindersEnabled: boolean;
  reminderDays: number[];
  /** A new proposal is valid this many days after it is created. */
  proposalValidDays: number;
  /** A new proposal's deposit, in percent of the accepted total (two decimals at most). */
  proposalDepositPercent: number;
  /** An open proposal gets one reminder this many days before it expires. */
  proposalReminderDays: number;
  /** A new invoice is due this many days after its issue date (0: on receipt); null: no default. */
  paymentTermsDays: number | null;
};

export type RecurringListRow = {
  id: string;
  sourceInvoiceNumber: string;
  clientName: string;
  clientEmail: string;
  totalAmount: string;
  frequency: RecurringFrequency;
  startDate: string;
  endDate: string | null;
  autoSend: boolean;
  status: RecurringStatus;
  /** Invoices this retainer has made. */
  invoicesMade: number;
  nextRunDate: string | null;
  lastRunDate: string | null;
};

export type RecurringPage = { rows: RecurringListRow[]; total: number };
