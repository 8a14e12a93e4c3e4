import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { InvoiceStatus } from "@/db/enums";
import { invoiceItems, invoicePayments, invoices, mailOutbox, projects, proposals } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import { hashClientToken, newClientToken, sealClientToken } from "@/lib/billing/client-links/tokens";
import { invoiceEmail, type Sender } from "@/lib/billing/mail";
import { balanceCents, SEND_REFUSED, sendKind } from "@/lib/billing/rules";
import { getClientChoice } from "@/lib/clients/service";
import { yearOf } from "@/lib/dates";
import { isUniqueViolation } from "@/lib/log/driver-error";
import { queueOutboxMail } from "@/lib/mail/outbox";
import { centsToDecimal, computeInvoiceTotals, formatCents, toCents } from "@/lib/money";

import { DEPOSIT_NEEDS_PROJECT, editLockReason, type InvoiceFormInput } from "./schema";

export { DEPOSIT_NEEDS_PROJECT } from "./schema";

/*
 * No "server-only" marker: the job worker (plain Node, `npm run worker`) creates retainer
 * invoices with createInvoice and sends those set to send automatically.
 */

export const INVOICE_NOT_FOUND = "This invoice no longer exists.";

/**
 * DESIGN.md: 'INV-' + year + a gap-free sequence. The upsert takes the year's row lock until the
 * creating transaction ends, so concurrent creations queue here and a rolled-back creation hands
 * its number back: no duplicates, no gaps.
 */
async function allocateInvoiceNumber(tx: Db, year: number): Promise<string> {
  const rows = await tx.execute<{ last_value: number }>(sql`
    insert into invoice_number_sequences (year, last_value) values (${year}, 1)
    on conflict (year) do update set last_value = invoice_number_sequences.last_value + 1
    returning last_value`);
  const value = Number(rows[0]!.last_value);
  return `INV-${year}-${String(value).padStart(4, "0")}`;
}

/** The deposit a final invoice deducts, as checked on the server: which invoice, and its total in cents. */
type Deduction = { invoiceId: string; invoiceNumber: string; cents: number } | null;

/**
 * The stored amounts, recomputed from the items: totals sent by a browser are never trusted. A
 * deducted deposit lowers the total itself (subtotal + tax - deposit), so the balance, the
 * payments and every Billing figure, which all read total_amount, work on what is really owed.
 */
function amounts(input: InvoiceFormInput, deduction: Deduction = null) {
  const totals = computeInvoiceTotals(input.items, input.taxRate);
  const total = totals.total - (deduction?.cents ?? 0);
  if (deduction && total < 0) {
    throw new UserFacingError(
      `The deposit ${deduction.invoiceNumber} (${formatCents(deduction.cents)}) is more than this invoice's ${formatCents(totals.total)}; it cannot be deducted here.`,
    );
  }
  return {
    invoice: {
      clientId: input.clientId,
      projectId: input.projectId || null,
      clientName: input.clientName,
      clientEmail: input.clientEmail,
      clientAddress: input.clientAddress || null,
      description: input.description || null,
      issueDate: input.issueDate,
      dueDate: input.dueDate,
      paymentMethod: input.paymentMethod || null,
      taxRate: centsToDecimal(Math.round(input.taxRate * 100)),
      subtotal: centsToDecimal(totals.subtotal),
      taxAmount: centsToDecimal(totals.tax),
      totalAmount: centsToDecimal(total),
      lessDepositInvoiceId: deduction?.invoiceId ?? null,
      depositDeduction: centsToDecimal(deduction?.cents ?? 0),
      notes: input.notes || null,
    },
    items: (invoiceId: string) =>
      input.items.map((item, position) => ({
        invoiceId,
        position,
        description: item.description,
        quantity: centsToDecimal(Math.round(item.quantity * 100)),
        unitPrice: centsToDecimal(Math.round(item.unitPrice * 100)),
        totalPrice: centsToDecimal(totals.lineTotals[position]!),
      })),
  };
}

export const INVOICE_PROJECT_GONE = "That project no longer exists.";
export const PROJECT_OF_ANOTHER_CLIENT = "That project belongs to another client; choose one of this client's projects.";

/** The client must still exist, and the project (if any) must be one of its own. */
async function checkClientAndProject(tx: Db, input: InvoiceFormInput): Promise<void> {
  await getClientChoice(tx, input.clientId);
  if (!input.projectId) return;
  const [project] = await tx.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, input.projectId));
  if (!project) throw new UserFacingError(INVOICE_PROJECT_GONE);
  if (project.clientId !== input.clientId) throw new UserFacingError(PROJECT_OF_ANOTHER_CLIENT);
}

export const DEPOSIT_NOT_OF_PROJECT = "That deposit invoice is not a deposit of this project; reload the form and choose again.";
export const DEPOSIT_OF_ITSELF = "An invoice cannot deduct itself.";
export const DEPOSIT_CANCELLED = "That deposit invoice was cancelled; there is nothing to deduct.";
export const depositAlreadyDeducted = (deposit: string, by: string) => `The deposit ${deposit} is already deducted by ${by}.`;
export const PAID_ONLINE_NOT_DELETABLE =
  "An invoice paid online cannot be deleted: its payments are the provider's record of money received. Cancel it instead.";

/**
 * "Less deposit INV-...": the deposit invoice must be one of the project's deposits
 * (proposals.deposit_invoice_id of a proposal of this project), of the same client, not cancelled,
 * not this invoice, and deducted by no other invoice. Its row is locked, so two invoices claiming
 * it at once queue here and the second sees the first; invoices_less_deposit_key backs this up.
 */
async function checkDeposit(tx: Db, input: InvoiceFormInput, selfId: string | null): Promise<Deduction> {
  const depositId = input.lessDepositInvoiceId;
  if (!depositId) return null;
  if (!input.projectId) throw new UserFacingError(DEPOSIT_NEEDS_PROJECT);
  if (depositId === selfId) throw new UserFacingError(DEPOSIT_OF_ITSELF);
  const [deposit] = await tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      clientId: invoices.clientId,
      status: invoices.status,
      totalAmount: invoices.totalAmount,
    })
    .from(invoices)
    .where(eq(invoices.id, depositId))
    .for("update");
  const [proposal] = deposit
    ? await tx
        .select({ id: proposals.id })
        .from(proposals)
        .where(and(eq(proposals.depositInvoiceId, depositId), eq(proposals.projectId, input.projectId)))
        .limit(1)
    : [];
  if (!deposit || !proposal || deposit.clientId !== input.clientId) throw new UserFacingError(DEPOSIT_NOT_OF_PROJECT);
  if (deposit.status === "cancelled") throw new UserFacingError(DEPOSIT_CANCELLED);
  const [other] = await tx
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(and(eq(invoices.lessDepositInvoiceId, depositId), selfId ? ne(invoices.id, selfId) : undefined))
    .limit(1);
  if (other) throw new UserFacingError(depositAlreadyDeducted(deposit.invoiceNumber, other.invoiceNumber));
  return { invoiceId: deposit.id, invoiceNumber: deposit.invoiceNumber, cents: toCents(deposit.totalAmount) };
}

/** The unique index's refusal, should a deduction slip past the lock, in the form's words. */
async function withDepositKey<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isUniqueViolation(error, "invoices_less_deposit_key")) {
      throw new UserFacingError("That deposit is already deducted by another invoice.");
    }
    throw error;
  }
}

/**
 * SPEC §4: a new invoice starts as draft. The invoice, its number and its items are written in one
 * transaction, so none exists without the others. `today` (agency date) picks the number's year.
 */
export async function createInvoice(
  db: Db,
  input: InvoiceFormInput,
  performedBy: string | null,
  today: string,
  /** A retainer's invoice: the schedule and the date it is made for (unique together). */
  origin?: { recurringScheduleId: string; recurringRunDate: string },
) {
  return withDepositKey(() =>
    db.transaction(async (tx) => {
      await checkClientAndProject(tx, input);
      const deduction = await checkDeposit(tx, input, null);
      const invoiceNumber = await allocateInvoiceNumber(tx, yearOf(today));
      const { invoice, items } = amounts(input, deduction);
      const [created] = await tx
        .insert(invoices)
        .values({ ...invoice, ...origin, invoiceNumber, status: "draft" })
        .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, totalAmount: invoices.totalAmount });
      await tx.insert(invoiceItems).values(items(created!.id));
      await logActivity(tx, {
        entityType: "invoice",
        entityId: created!.id,
        entityName: invoiceNumber,
        action: "created",
        description: `Invoice ${invoiceNumber} created for ${input.clientName}${origin ? " by its retainer" : ""}`,
        performedBy,
        metadata: {
          total_amount: created!.totalAmount,
          client_id: input.clientId,
          project_id: input.projectId,
          ...(deduction ? { less_deposit: deduction.invoiceNumber, deposit_deduction: centsToDecimal(deduction.cents) } : {}),
        },
      });
      return created!;
    }),
  );
}

/**
 * A client link's columns emptied: its token opens nothing any more (the 404 page), and the next
 * send makes a new one. Used when the link would reach the wrong person or show an invoice that
 * is being changed: the client's email changed, or the invoice went back to draft.
 */
const NO_CLIENT_LINK_VALUES = { clientLinkHash: null, clientLinkSealed: null, clientLinkCreatedAt: null } as const;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Locks an invoice row for the rest of the transaction: payments, sends and status changes queue here. */
export async function lockInvoice(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      clientId: invoices.clientId,
      clientName: invoices.clientName,
      clientEmail: invoices.clientEmail,
      status: invoices.status,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      paidDate: invoices.paidDate,
      paymentMethod: invoices.paymentMethod,
      totalAmount: invoices.totalAmount,
      amountPaid: invoices.amountPaid,
      clientLinkSealed: invoices.clientLinkSealed,
      remindersEnabled: invoices.remindersEnabled,
    })
    .from(invoices)
    .where(eq(invoices.id, id))
    .for("update");
  if (!row) throw new UserFacingError(INVOICE_NOT_FOUND);
  return row;
}

export type LockedInvoice = Awaited<ReturnType<typeof lockInvoice>>;

/**
 * The edit flow: only a draft may change (DESIGN.md); a sent, paid, overdue or cancelled invoice is
 * refused here whatever the browser shows. Fields, amounts and the full item list are replaced in
 * one transaction.
 */
export async function updateInvoice(db: Db, id: string, input: InvoiceFormInput, performedBy: string | null) {
  return withDepositKey(() =>
    db.transaction(async (tx) => {
      const current = await lockInvoice(tx, id);
      const lock = editLockReason(current.status);
      if (lock) throw new UserFacingError(lock);
      await checkClientAndProject(tx, input);
      const deduction = await checkDeposit(tx, input, id);
      const { invoice, items } = amounts(input, deduction);
      // A draft that was sent and paid in part before going back to draft keeps its payments.
      if (toCents(invoice.totalAmount) < toCents(current.amountPaid)) {
        throw new UserFacingError(`The total cannot be less than the ${formatCents(toCents(current.amountPaid))} already paid.`);
      }
      const [before] = await tx.select().from(invoices).where(eq(invoices.id, id));
      const itemsBefore = await tx
        .select({ description: invoiceItems.description, quantity: invoiceItems.quantity, unitPrice: invoiceItems.unitPrice })
        .from(invoiceItems)
        .where(eq(invoiceItems.invoiceId, id))
        .orderBy(invoiceItems.position);
      const newItems = items(id);
      const resetLink = current.clientLinkSealed !== null && !sameEmail(current.clientEmail, invoice.clientEmail);
      await tx
        .update(invoices)
        .set({ ...invoice, ...(resetLink ? NO_CLIENT_LINK_VALUES : {}), updatedAt: new Date() })
        .where(eq(invoices.id, id));
      await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id));
      await tx.insert(invoiceItems).values(newItems);
      const itemList = (rows: { description: string; quantity: string; unitPrice: string }[]) =>
        rows.map(({ description, quantity, unitPrice }) => ({ description, quantity, unitPrice }));
      await logActivity(tx, {
        entityType: "invoice",
        entityId: id,
        entityName: current.invoiceNumber,
        action: "updated",
        description: `Invoice ${current.invoiceNumber} updated`,
        performedBy,
        changes: changedFields({ ...before!, items: itemList(itemsBefore) }, { ...invoice, items: itemList(newItems) }),
        ...(resetLink ? { metadata: { client_link_reset: true } } : {}),
      });
    }),
  );
}

/**
 * Total Revenue counts payments, so moving to paid records what was owed as a payment marked as from
 * the status change, and leaving paid removes those again; payments entered by hand always stay.
 */
async function settleStatusPayments(
  tx: Db,
  current: LockedInvoice,
  status: InvoiceStatus,
  performedBy: string | null,
  today: string,
): Promise<number> {
  if (status === "paid" && current.status !== "paid") {
    const owed = balanceCents(current);
    if (owed === 0) return 0;
    await tx.insert(invoicePayments).values({
      invoiceId: current.id,
      amount: centsToDecimal(owed),
      paidOn: today,
      method: current.paymentMethod,
      note: "Recorded by setting the status to paid.",
      fromStatusChange: true,
      recordedBy: performedBy,
    });
    await tx.update(invoices).set({ amountPaid: current.totalAmount }).where(eq(invoices.id, current.id));
    return owed;
  } else if (status !== "paid" && current.status === "paid") {
    const removed = await tx
      .delete(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, current.id), eq(invoicePayments.fromStatusChange, true)))
      .returning({ amount: invoicePayments.amount });
    const cents = removed.reduce((sum, payment) => sum + toCents(payment.amount), 0);
    if (cents > 0) {
      await tx
        .update(invoices)
        .set({ amountPaid: centsToDecimal(toCents(current.amountPaid) - cents) })
        .where(eq(invoices.id, current.id));
    }
    return -cents;
  }
  return 0;
}

/**
 * SPEC §4: any status may follow any other; moving to paid sets paid_date to `today` (the agency's
 * date) only when none is set, so the first payment date survives later status changes.
 */
export async function updateInvoiceStatus(db: Db, id: string, status: InvoiceStatus, performedBy: string | null, today: string) {
  return db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    const paidDate = status === "paid" && !current.paidDate ? today : current.paidDate;
    const settled = await settleStatusPayments(tx, current, status, performedBy, today);
    const resetLink = status === "draft" && current.status !== "draft" && current.clientLinkSealed !== null;
    await tx
      .update(invoices)
      .set({ status, paidDate, ...(resetLink ? NO_CLIENT_LINK_VALUES : {}), updatedAt: new Date() })
      .where(eq(invoices.id, id));
    await logActivity(tx, {
      changes: changedFields(current, { status, paidDate }),
      entityType: "invoice",
      entityId: id,
      entityName: current.invoiceNumber,
      action: "status_changed",
      description: `Status changed to ${status}`,
      performedBy,
      // The payment the change recorded (positive) or took back (negative), in dollars.
      metadata: {
        from: current.status,
        to: status,
        ...(settled !== 0 ? { payment_settled: centsToDecimal(settled) } : {}),
        ...(resetLink ? { client_link_reset: true } : {}),
      },
    });
    return { status, paidDate };
  });
}

/**
 * SPEC §5: the items go first, then the invoice, in one transaction, with the log entry. Its mail
 * not yet handed to the provider is cancelled with it: a deleted invoice must not reach the client.
 */
export async function deleteInvoice(db: Db, id: string, performedBy: string | null) {
  await db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    // A deposit another invoice deducts stays (the foreign key restricts it): say which invoice.
    const [deducting] = await tx
      .select({ invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .where(eq(invoices.lessDepositInvoiceId, id))
      .limit(1);
    if (deducting) throw new UserFacingError(depositAlreadyDeducted(current.invoiceNumber, deducting.invoiceNumber));
    // Money taken online stays on the books (its payments would go with the invoice): refunds go through Stripe.
    const [online] = await tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, id), isNotNull(invoicePayments.providerReference)))
      .limit(1);
    if (online) throw new UserFacingError(PAID_ONLINE_NOT_DELETABLE);
    await tx.delete(mailOutbox).where(and(eq(mailOutbox.invoiceId, id), eq(mailOutbox.status, "queued")));
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id));
    await tx.delete(invoices).where(eq(invoices.id, id));
    await logActivity(tx, {
      entityType: "invoice",
      entityId: id,
      entityName: current.invoiceNumber,
      action: "deleted",
      description: `Invoice ${current.invoiceNumber} deleted`,
      performedBy,
    });
  });
}

/**
 * The client opened the invoice page: the first view is recorded (date and time) with its log
 * entry; later views change nothing. Returns whether this was the first.
 */
export async function recordClientView(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(invoices)
      .set({ viewedAt: sql`now()` })
      .where(and(eq(invoices.id, id), isNull(invoices.viewedAt)))
      .returning({ invoiceNumber: invoices.invoiceNumber });
    if (!viewed) return false;
    await logActivity(tx, {
      entityType: "invoice",
      entityId: id,
      entityName: viewed.invoiceNumber,
      action: "viewed",
      description: `Invoice ${viewed.invoiceNumber} viewed by the client`,
      performedBy: null,
    });
    return true;
  });
}

export const NO_CLIENT_LINK = "This invoice has no client link to revoke.";

export type MailAuthor = {
  /** Who the mail is from (replies go to `email`) and the signature's name. */
  sender: Sender;
  /** The admin who sent it; null for the worker. */
  performedBy: string | null;
  /** SESSION_SECRET: seals a new client link. */
  linkSecret: string;
};

/** Gives the invoice a client link unless it has one; the token itself is only kept sealed. */
async function ensureClientLink(tx: Db, invoice: LockedInvoice, linkSecret: string): Promise<boolean> {
  if (invoice.clientLinkSealed) return false;
  const token = newClientToken();
  await tx
    .update(invoices)
    .set({ clientLinkHash: hashClientToken(token), clientLinkSealed: sealClientToken(token, linkSecret), clientLinkCreatedAt: new Date() })
    .where(eq(invoices.id, invoice.id));
  return true;
}

/**
 * 'Send Invoice' and 'Resend', in the caller's transaction with the invoice locked: a draft becomes
 * sent, the client link is made if missing, and the mail is queued. Paid and cancelled are refused.
 */
export async function queueInvoiceMail(tx: Db, invoice: LockedInvoice, message: string, author: MailAuthor) {
  const kind = sendKind(invoice.status);
  if (!kind) throw new UserFacingError(SEND_REFUSED);
  if (invoice.status === "draft") {
    await tx.update(invoices).set({ status: "sent", updatedAt: new Date() }).where(eq(invoices.id, invoice.id));
  }
  const linkCreated = await ensureClientLink(tx, invoice, author.linkSecret);
  const mail = invoiceEmail(
    {
      invoiceNumber: invoice.invoiceNumber,
      clientName: invoice.clientName,
      dueDate: invoice.dueDate,
      totalAmount: invoice.totalAmount,
      balance: balanceCents(invoice),
    },
    invoice.clientEmail,
    message,
    author.sender,
  );
  const { id: outboxId } = await queueOutboxMail(tx, { mail, invoiceId: invoice.id, attachment: "invoice_pdf" });
  await logActivity(tx, {
    entityType: "invoice",
    entityId: invoice.id,
    entityName: invoice.invoiceNumber,
    action: kind === "send" ? "sent" : "resent",
    description: `Invoice ${invoice.invoiceNumber} ${kind === "send" ? "sent" : "sent again"} to ${invoice.clientEmail}`,
    performedBy: author.performedBy,
    metadata: { outbox_id: outboxId, client_link_created: linkCreated, from: invoice.status },
  });
  return { kind, status: "sent" as const, outboxId };
}

/** The send dialog's step: one transaction for the status, the link, the mail and its log entry. */
export async function sendInvoice(db: Db, input: { id: string; message: string }, author: MailAuthor) {
  return db.transaction(async (tx) => queueInvoiceMail(tx, await lockInvoice(tx, input.id), input.message, author));
}

/**
 * Revokes the client link: the page answers 404 from now on, and the next send makes a new one.
 * A mail already queued goes out without the link (lib/billing/mail.ts fillClientLink).
 */
export async function revokeClientLink(db: Db, id: string, performedBy: string | null) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (!invoice.clientLinkSealed) throw new UserFacingError(NO_CLIENT_LINK);
    await tx.update(invoices).set(NO_CLIENT_LINK_VALUES).where(eq(invoices.id, id));
    await logActivity(tx, {
      entityType: "invoice",
      entityId: id,
      entityName: invoice.invoiceNumber,
      action: "client_link_revoked",
      description: `Client link of ${invoice.invoiceNumber} revoked`,
      performedBy,
    });
  });
}
