import type { LeadStatus } from "@/db/enums";
import { formatIsoDate, lateness } from "@/lib/dates";
import type { ComposedMail } from "@/lib/mail/compose";
import { formatMoney } from "@/lib/money";

/**
 * The daily digest's text: the follow-ups due and the overdue invoices, for one admin.
 * Pure and cheap: unit tested. The HTML part is rendered from this text by the one mail template
 * when the mail is delivered, like every other mail.
 */

export type DigestFollowUp = { name: string; company: string | null; status: LeadStatus; dueDate: string };
export type DigestInvoice = { invoiceNumber: string; clientName: string; balance: string; dueDate: string };
/** A card payment event the reconciliation applied because its webhook never came. */
export type DigestReconciled = { invoiceNumber: string; type: string; outcome: string };

export type DigestInput = {
  to: string;
  /** How the mail greets the admin: first name, else username, else email. */
  greetingName: string;
  /** The agency's date the digest is for (YYYY-MM-DD). */
  agencyDate: string;
  dashboardUrl: string;
  /** The total and the first (oldest) few of each list; the mail names the rest by count. */
  followUps: { total: number; items: DigestFollowUp[] };
  overdueInvoices: { total: number; items: DigestInvoice[] };
  /**
   * Owners only: the usernames whose sign-in was slowed down after repeated failures in the last
   * day: admins by username; for usernames no admin has, how many times (never the typed text).
   */
  signInThrottles?: { known: string[]; unknown: number };
  /** Owners only: what the payment reconciliation applied in the last day (lib/billing/online/reconciliation.ts). */
  reconciledPayments?: DigestReconciled[];
};

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

const andMore = (total: number, shown: number) => (total > shown ? [`...and ${(total - shown).toLocaleString("en-US")} more.`] : []);

function followUpSection(input: DigestInput): string | null {
  const { total, items } = input.followUps;
  if (total === 0) return null;
  const lines = items.map((lead) => {
    const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
    return `- ${who}, ${lead.status}: follow-up ${formatIsoDate(lead.dueDate)}, ${lateness(lead.dueDate, input.agencyDate, "late")}`;
  });
  return [`Follow-ups due (${total.toLocaleString("en-US")}):`, ...lines, ...andMore(total, items.length)].join("\n");
}

function invoiceSection(input: DigestInput): string | null {
  const { total, items } = input.overdueInvoices;
  if (total === 0) return null;
  const lines = items.map(
    (invoice) =>
      `- ${invoice.invoiceNumber}, ${invoice.clientName}: ${formatMoney(invoice.balance)} owed, due ${formatIsoDate(invoice.dueDate)}, ${lateness(invoice.dueDate, input.agencyDate, "overdue")}`,
  );
  return [`Overdue invoices (${total.toLocaleString("en-US")}):`, ...lines, ...andMore(total, items.length)].join("\n");
}

function securitySection(input: DigestInput): string | null {
  const { known = [], unknown = 0 } = input.signInThrottles ?? {};
  if (known.length === 0 && unknown === 0) return null;
  const lines = [
    ...known.map((username) => `- ${username}`),
    ...(unknown > 0 ? [`- ${`${plural(unknown, "time", "times")} for a username no admin has`}`] : []),
  ];
  return [
    "Sign-in slowed down after repeated failed attempts (someone may be guessing passwords):",
    ...lines,
    "The Audit section lists each attempt; the admins themselves can still sign in.",
  ].join("\n");
}

/** How many reconciled events the mail names; the rest are counted. */
const RECONCILED_LIST_LIMIT = 20;

/** What applying a provider event did, in the digest's words. */
const reconciledOutcomes: Record<string, string> = {
  recorded: "payment recorded",
  overpayment: "payment recorded with an overpayment to resolve",
  "already recorded": "payment was already recorded",
  processing: "payment processing",
  failed: "payment failed",
  expired: "checkout expired",
  refunded: "refund recorded",
};

function reconciledSection(input: DigestInput): string | null {
  const events = input.reconciledPayments ?? [];
  if (events.length === 0) return null;
  return [
    "Card payments found by the reconciliation (their webhook never arrived):",
    ...events
      .slice(0, RECONCILED_LIST_LIMIT)
      .map((event) => `- ${event.invoiceNumber}: ${reconciledOutcomes[event.outcome] ?? event.outcome} (${event.type})`),
    ...andMore(events.length, Math.min(events.length, RECONCILED_LIST_LIMIT)),
    "Each is in the Audit section; if this repeats, check the Stripe webhook in Billing Settings.",
  ].join("\n");
}

/** The digest mail, or null on a day with nothing due (no mail is sent then). */
export function composeDailyDigest(input: DigestInput): ComposedMail | null {
  const sections = [followUpSection(input), invoiceSection(input), securitySection(input), reconciledSection(input)].filter(
    (section): section is string => section !== null,
  );
  if (sections.length === 0) return null;
  const counts = [
    input.followUps.total > 0 ? plural(input.followUps.total, "follow-up due", "follow-ups due") : null,
    input.overdueInvoices.total > 0 ? plural(input.overdueInvoices.total, "overdue invoice", "overdue invoices") : null,
    securitySection(input) ? "sign-in slowed down" : null,
    reconciledSection(input)
      ? plural(input.reconciledPayments!.length, "card payment event reconciled", "card payment events reconciled")
      : null,
  ].filter(Boolean);
  return {
    kind: "daily_digest",
    to: input.to,
    replyTo: null,
    subject: `Daily digest for ${formatIsoDate(input.agencyDate)}: ${counts.join(", ")}`,
    text: [
      `Good morning ${input.greetingName},`,
      "here is what needs attention today.",
      ...sections,
      `Open the back office to mark follow-ups done, snooze them or chase payments: ${input.dashboardUrl}`,
    ].join("\n\n"),
  };
}
