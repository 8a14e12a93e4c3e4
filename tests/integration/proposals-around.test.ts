import { eq, sql } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { activityLog, billingSettings, invoices, leads, recurringInvoices } from "@/db/schema";
import { OWNER_ONLY } from "@/lib/authentication/guards";
import { listDepositChoicesAction, updateInvoiceAction } from "@/lib/billing/invoices/actions";
import { renderInvoiceDocumentPdf } from "@/lib/billing/invoices/pdf";
import {
  getInvoice,
  getInvoiceDetails,
  getInvoiceDraft,
  getInvoiceStats,
  getReceivables,
  listDepositChoices,
} from "@/lib/billing/invoices/queries";
import {
  createInvoice,
  DEPOSIT_CANCELLED,
  DEPOSIT_NEEDS_PROJECT,
  DEPOSIT_NOT_OF_PROJECT,
  DEPOSIT_OF_ITSELF,
  deleteInvoice,
  sendInvoice,
  updateInvoice,
  updateInvoiceStatus,
} from "@/lib/billing/invoices/service";
import { recordPayment } from "@/lib/billing/payments/service";
import { createRecurringInvoice } from "@/lib/billing/recurring/service";
import { updateBillingSettingsAction } from "@/lib/billing/settings/actions";
import { getBillingSettings, getProposalSettings } from "@/lib/billing/settings/queries";
import {
  PAYMENT_TERMS_MESSAGE,
  PROPOSAL_DEPOSIT_MESSAGE,
  PROPOSAL_REMINDER_DAYS_MESSAGE,
  PROPOSAL_VALID_DAYS_MESSAGE,
  type BillingSettingsValues,
} from "@/lib/billing/settings/schema";
import { getOverviewCharts, openProposalValue } from "@/lib/dashboard/chart-queries";
import { listLeadProposalsAction } from "@/lib/proposals/related-actions";
import { listProposalsForClient, listProposalsForLead } from "@/lib/proposals/related-queries";
import { readPaymentsReceived } from "@/lib/running-totals/queries";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { insertClient, insertClientProject } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { invoiceForm, mailAuthor } from "../support/invoices";
import { insertProposalRow, insertProposalRows } from "../support/proposal-rows";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
const TODAY = "2026-03-10";
let ownerId: string;
let staffId: string;

beforeEach(async () => {
  ownerId = (await insertDana(db)).id;
  staffId = (await insertDana(db, { username: "sam", email: "sam@summitdigital.co", role: "staff" })).id;
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await closeAppDatabase();
});

async function insertLead(name: string): Promise<string> {
  const [lead] = await db
    .insert(leads)
    .values({ name, email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`, source: "contact_form" })
    .returning({ id: leads.id });
  return lead!.id;
}

/** The plan PostgreSQL picks once a sequential scan is made unattractive: whether the index can serve the query. */
async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${query}`);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

describe("a lead's and a client's proposals", () => {
  it("list the lead's own proposals newest first, every version, and never another lead's", async () => {
    const ada = await insertLead("Ada Park");
    const lee = await insertLead("Lee Outfitters");
    await insertProposalRows(db, [
      { number: "PRO-2026-0001", title: "Ada website", leadId: ada, status: "replaced", total: "4000.00", validUntil: "2026-04-01" },
      { number: "PRO-2026-0002", title: "Lee store", leadId: lee, status: "sent" },
      { number: "PRO-2026-0001", version: 2, title: "Ada website, revised", leadId: ada, status: "sent", total: "3500.00" },
    ]);
    const rows = await listProposalsForLead(db, ada);
    expect(rows.map((row) => [row.proposalNumber, row.version, row.title, row.status, row.totalAmount, row.validUntil])).toEqual([
      ["PRO-2026-0001", 2, "Ada website, revised", "sent", "3500.00", "2026-04-30"],
      ["PRO-2026-0001", 1, "Ada website", "replaced", "4000.00", "2026-04-01"],
    ]);
    expect((await listProposalsForLead(db, lee)).map((row) => row.title)).toEqual(["Lee store"]);
    expect(await listProposalsForLead(db, await insertLead("Nobody Yet"))).toEqual([]);
  });

  it("are read by the lead details' action for staff too, and a malformed id is a validation error, not a crash", async () => {
    const ada = await insertLead("Ada Park");
    await insertProposalRow(db, { number: "PRO-2026-0001", leadId: ada, status: "draft" });
    await signedInBrowser(db, staffId);
    const result = await listLeadProposalsAction({ leadId: ada });
    expect(result?.data?.map((row) => row.proposalNumber)).toEqual(["PRO-2026-0001"]);
    const bad = await listLeadProposalsAction({ leadId: "not-a-uuid" });
    expect(bad?.data).toBeUndefined();
    expect(bad?.validationErrors?.leadId?._errors).toEqual(["Unknown lead."]);
    requestContext.current = new FakeRequestContext();
    expect((await listLeadProposalsAction({ leadId: ada }))?.data).toBeUndefined();
  });

  it("list the client's own proposals and never another client's", async () => {
    const aspen = await insertClient(db, { displayName: "Aspen Dental" });
    const lee = await insertClient(db, { displayName: "Lee Outfitters" });
    const ada = await insertLead("Ada Park");
    await insertProposalRows(db, [
      { number: "PRO-2026-0001", title: "Aspen site", clientId: aspen, status: "accepted" },
      { number: "PRO-2026-0002", title: "Lee store", clientId: lee, status: "viewed" },
      { number: "PRO-2026-0003", title: "Ada only", leadId: ada, status: "sent" },
      { number: "PRO-2026-0004", title: "Aspen retainer", clientId: aspen, status: "draft" },
    ]);
    expect((await listProposalsForClient(db, aspen)).map((row) => row.title)).toEqual(["Aspen retainer", "Aspen site"]);
    expect((await listProposalsForClient(db, lee)).map((row) => row.title)).toEqual(["Lee store"]);
  });

  it("are read through their indexes", async () => {
    // Planned on a table with statistics: on an empty, unanalyzed one the planner's guesses pick
    // either of two indexes for the open proposals, depending on what earlier tests left behind.
    const ada = await insertLead("Ada Park");
    await insertProposalRows(
      db,
      Array.from({ length: 200 }, (_, index) => ({
        number: `PRO-2026-${String(index + 1).padStart(4, "0")}`,
        leadId: ada,
        status: (["sent", "viewed"] as const)[index % 20] ?? "accepted",
      })),
    );
    await db.execute(sql`analyze proposals`);
    const id = "00000000-0000-4000-8000-000000000001";
    expect(await planOf(sql`select id from proposals where lead_id = ${id} order by created_at desc limit 50`)).toContain(
      "proposals_lead_id_idx",
    );
    expect(await planOf(sql`select id from proposals where client_id = ${id} order by created_at desc limit 50`)).toContain(
      "proposals_client_id_idx",
    );
    expect(await planOf(sql`select count(*), sum(total_amount) from proposals where status in ('sent', 'viewed')`)).toContain(
      "proposals_open_idx",
    );
  });
});

describe("the Overview's open proposal value", () => {
  it("counts and sums the proposals sent or viewed, and only those", async () => {
    expect(await openProposalValue(db)).toEqual({ count: 0, value: "0.00" });
    const lead = await insertLead("Ada Park");
    await insertProposalRows(
      db,
      (["draft", "sent", "viewed", "accepted", "declined", "expired", "replaced"] as const).map((status, index) => ({
        number: `PRO-2026-000${index + 1}`,
        leadId: lead,
        status,
        total: `${(index + 1) * 1000}.50`,
      })),
    );
    // sent 2000.50 + viewed 3000.50
    expect(await openProposalValue(db)).toEqual({ count: 2, value: "5001.00" });
    expect((await getOverviewCharts(db, TODAY, "America/Denver")).openProposals).toEqual({ count: 2, value: "5001.00" });
  });
});

describe("the proposal settings in Billing Settings", () => {
  const values = (changes: Partial<BillingSettingsValues> = {}): BillingSettingsValues => ({
    remindersEnabled: true,
    firstReminder: 3,
    secondReminder: 10,
    thirdReminder: 30,
    proposalValidDays: 30,
    proposalDepositPercent: 50,
    proposalReminderDays: 3,
    paymentTermsDays: null,
    ...changes,
  });

  it("start from the defaults before any save, and the getter gives them to other code", async () => {
    expect(await getBillingSettings(db)).toMatchObject({ proposalValidDays: 30, proposalDepositPercent: 50, proposalReminderDays: 3 });
    expect(await getProposalSettings(db)).toEqual({ proposalValidDays: 30, proposalDepositPercent: 50, proposalReminderDays: 3 });
  });

  it("refuse values out of range with a message per field and store nothing", async () => {
    await signedInBrowser(db, ownerId);
    const refused = await updateBillingSettingsAction(
      values({ proposalValidDays: 0, proposalDepositPercent: 120, proposalReminderDays: 61 }),
    );
    expect(refused?.validationErrors?.proposalValidDays?._errors).toEqual([PROPOSAL_VALID_DAYS_MESSAGE]);
    expect(refused?.validationErrors?.proposalDepositPercent?._errors).toEqual([PROPOSAL_DEPOSIT_MESSAGE]);
    expect(refused?.validationErrors?.proposalReminderDays?._errors).toEqual([PROPOSAL_REMINDER_DAYS_MESSAGE]);
    const decimals = await updateBillingSettingsAction(values({ proposalDepositPercent: 33.333 }));
    expect(decimals?.validationErrors?.proposalDepositPercent?._errors).toEqual(["The deposit takes at most two decimals."]);
    expect(await db.$count(billingSettings)).toBe(0);
    expect(await db.$count(activityLog, eq(activityLog.entityType, "billing_settings"))).toBe(0);
  });

  it("are saved by an owner, read back, and audited with what changed; staff are refused", async () => {
    await signedInBrowser(db, staffId);
    expect((await updateBillingSettingsAction(values({ proposalValidDays: 14 })))?.serverError).toBe(OWNER_ONLY);
    await signedInBrowser(db, ownerId);
    const saved = await updateBillingSettingsAction(
      values({ proposalValidDays: 14, proposalDepositPercent: 33.33, proposalReminderDays: 0 }),
    );
    expect(saved?.data).toMatchObject({ proposalValidDays: 14, proposalDepositPercent: 33.33, proposalReminderDays: 0 });
    expect(await getProposalSettings(db)).toEqual({ proposalValidDays: 14, proposalDepositPercent: 33.33, proposalReminderDays: 0 });
    expect((await getBillingSettings(db)).reminderDays).toEqual([3, 10, 30]);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.entityType, "billing_settings"));
    expect(entry).toMatchObject({ action: "updated", performedBy: ownerId });
    expect(entry!.description).toContain("proposals valid 14 days, 33.33% deposit, reminder 0 days before expiry");
    expect(entry!.changes).toEqual({
      proposal_valid_days: { old: 30, new: 14 },
      proposal_deposit_percent: { old: 50, new: 33.33 },
      proposal_reminder_days: { old: 3, new: 0 },
    });
  });

  it("keep the payment terms, a number of days or none, refused out of range and audited", async () => {
    expect((await getBillingSettings(db)).paymentTermsDays).toBeNull();
    await signedInBrowser(db, ownerId);
    const refused = await updateBillingSettingsAction(values({ paymentTermsDays: 366 }));
    expect(refused?.validationErrors?.paymentTermsDays?._errors).toEqual([PAYMENT_TERMS_MESSAGE]);
    expect(await db.$count(billingSettings)).toBe(0);
    await expect(db.insert(billingSettings).values({ paymentTermsDays: -1 })).rejects.toThrow();

    expect((await updateBillingSettingsAction(values({ paymentTermsDays: 30 })))?.data).toMatchObject({ paymentTermsDays: 30 });
    expect((await getBillingSettings(db)).paymentTermsDays).toBe(30);
    expect((await updateBillingSettingsAction(values({ paymentTermsDays: null })))?.data).toMatchObject({ paymentTermsDays: null });
    expect((await getBillingSettings(db)).paymentTermsDays).toBeNull();

    const entries = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityType, "billing_settings"))
      .orderBy(activityLog.createdAt);
    expect(entries.map((entry) => entry.changes)).toEqual([
      { payment_terms_days: { old: null, new: 30 } },
      { payment_terms_days: { old: 30, new: null } },
    ]);
    expect(entries.map((entry) => entry.description)).toEqual([
      expect.stringContaining("payment terms 30 days"),
      expect.stringContaining("no payment terms"),
    ]);
  });
});

describe("Less deposit on a project's final invoice", () => {
  let clientId: string;
  let projectId: string;
  let depositId: string;

  /** The project's deposit invoice (INV-2026-0001, $1,000.00, sent) and the accepted proposal that made it. */
  beforeEach(async () => {
    clientId = await insertClient(db, { displayName: "Aspen Dental", billingEmail: "billing@aspendental.example" });
    projectId = await insertClientProject(db, clientId, "Aspen website");
    const deposit = await createInvoice(db, depositForm(projectId), ownerId, TODAY);
    depositId = deposit.id;
    await sendInvoice(db, { id: depositId, message: "Your deposit." }, mailAuthor(ownerId));
    await insertProposalRow(db, {
      number: "PRO-2026-0001",
      clientId,
      status: "accepted",
      total: "2000.00",
      projectId,
      depositInvoiceId: depositId,
    });
  });

  const depositForm = (project: string) =>
    invoiceForm({ clientId, projectId: project, taxRate: 0, items: [{ description: "Deposit (50%)", quantity: 1, unitPrice: 1000 }] });

  /** $3,000.00 at 8.25 % tax: $3,247.50 before the deposit. */
  const finalForm = (changes: Parameters<typeof invoiceForm>[0] = {}) =>
    invoiceForm({
      clientId,
      projectId,
      lessDepositInvoiceId: depositId,
      items: [{ description: "Website build", quantity: 1, unitPrice: 3000 }],
      ...changes,
    });

  const invoiceCount = () => db.$count(invoices);

  it("deducts the deposit invoice's total: total = subtotal + tax - deposit, and the documents name it", async () => {
    expect(await listDepositChoices(db, projectId)).toEqual([{ id: depositId, invoiceNumber: "INV-2026-0001", totalAmount: "1000.00" }]);
    const final = await createInvoice(db, finalForm(), ownerId, TODAY);
    const invoice = await getInvoice(db, final.id);
    expect(invoice).toMatchObject({
      subtotal: "3000.00",
      taxAmount: "247.50",
      depositDeduction: "1000.00",
      totalAmount: "2247.50",
      lessDepositInvoiceId: depositId,
      lessDepositInvoiceNumber: "INV-2026-0001",
    });
    // Deducted once: no other invoice is offered it, the final one still is (to keep or untick).
    expect(await listDepositChoices(db, projectId)).toEqual([]);
    expect((await listDepositChoices(db, projectId, final.id)).map((choice) => choice.id)).toEqual([depositId]);
    expect((await getInvoiceDraft(db, final.id))?.particulars).toMatchObject({
      lessDepositInvoiceId: depositId,
      depositDeduction: "1000.00",
      lessDepositInvoiceNumber: "INV-2026-0001",
    });
    const details = await getInvoiceDetails(db, final.id, {
      siteUrl: "http://localhost",
      linkSecret: undefined,
      timeZone: "America/Denver",
    });
    expect(details?.particulars.lessDepositInvoiceNumber).toBe("INV-2026-0001");
    const [created] = await db.select().from(activityLog).where(eq(activityLog.entityId, final.id));
    expect(created!.metadata).toMatchObject({ less_deposit: "INV-2026-0001", deposit_deduction: "1000.00" });

    const text = await pdfText(await renderInvoiceDocumentPdf(db, invoice!));
    for (const expected of ["Less deposit INV-2026-0001", "-$1,000.00", "$247.50", "$2,247.50"]) {
      expect(text).toContain(expected);
    }
  });

  it("unticked on edit, the deduction goes and the total is the items' again", async () => {
    const final = await createInvoice(db, finalForm(), ownerId, TODAY);
    await updateInvoice(db, final.id, finalForm({ lessDepositInvoiceId: null }), ownerId);
    expect(await getInvoice(db, final.id)).toMatchObject({ totalAmount: "3247.50", depositDeduction: "0.00", lessDepositInvoiceId: null });
    expect(await listDepositChoices(db, projectId)).toHaveLength(1);
    await updateInvoice(db, final.id, finalForm(), ownerId);
    expect(await getInvoice(db, final.id)).toMatchObject({ totalAmount: "2247.50", lessDepositInvoiceId: depositId });
  });

  it("is refused for another project's deposit, without a project, for the invoice itself and for a cancelled deposit", async () => {
    const otherProject = await insertClientProject(db, clientId, "Aspen app");
    const otherDeposit = await createInvoice(db, depositForm(otherProject), ownerId, TODAY);
    await insertProposalRow(db, {
      number: "PRO-2026-0002",
      clientId,
      status: "accepted",
      projectId: otherProject,
      depositInvoiceId: otherDeposit.id,
    });
    const before = await invoiceCount();
    await expect(createInvoice(db, finalForm({ lessDepositInvoiceId: otherDeposit.id }), ownerId, TODAY)).rejects.toThrow(
      DEPOSIT_NOT_OF_PROJECT,
    );
    // An invoice of the project that no proposal made its deposit is no deposit either.
    const plain = await createInvoice(db, depositForm(projectId), ownerId, TODAY);
    await expect(createInvoice(db, finalForm({ lessDepositInvoiceId: plain.id }), ownerId, TODAY)).rejects.toThrow(DEPOSIT_NOT_OF_PROJECT);
    // Another client's invoice form naming this deposit.
    const lee = await insertClient(db, { displayName: "Lee Outfitters" });
    const leeProject = await insertClientProject(db, lee, "Lee store");
    await expect(createInvoice(db, finalForm({ clientId: lee, projectId: leeProject }), ownerId, TODAY)).rejects.toThrow(
      DEPOSIT_NOT_OF_PROJECT,
    );
    await expect(createInvoice(db, { ...finalForm(), projectId: null }, ownerId, TODAY)).rejects.toThrow(DEPOSIT_NEEDS_PROJECT);
    expect(invoiceForm.bind(null, { clientId, projectId: "", lessDepositInvoiceId: depositId })).toThrow(
      "Choose the project whose deposit this invoice deducts.",
    );
    await updateInvoiceStatus(db, plain.id, "draft", ownerId, TODAY);
    await expect(updateInvoice(db, plain.id, finalForm({ lessDepositInvoiceId: plain.id }), ownerId)).rejects.toThrow(DEPOSIT_OF_ITSELF);
    await updateInvoiceStatus(db, depositId, "cancelled", ownerId, TODAY);
    expect(await listDepositChoices(db, projectId)).toEqual([]);
    await expect(createInvoice(db, finalForm(), ownerId, TODAY)).rejects.toThrow(DEPOSIT_CANCELLED);
    expect(await invoiceCount()).toBe(before + 1); // the plain one only
  });

  it("is refused a second time, at once too, and the unique index holds it in the database", async () => {
    const first = await createInvoice(db, finalForm(), ownerId, TODAY);
    const before = await invoiceCount();
    await expect(createInvoice(db, finalForm(), ownerId, TODAY)).rejects.toThrow(
      "The deposit INV-2026-0001 is already deducted by INV-2026-0002.",
    );
    const other = await createInvoice(db, finalForm({ lessDepositInvoiceId: null }), ownerId, TODAY);
    await expect(updateInvoice(db, other.id, finalForm(), ownerId)).rejects.toThrow("already deducted by INV-2026-0002");
    expect(await getInvoice(db, other.id)).toMatchObject({ lessDepositInvoiceId: null, totalAmount: "3247.50" });
    expect(await invoiceCount()).toBe(before + 1);
    await expect(
      db.update(invoices).set({ lessDepositInvoiceId: depositId, depositDeduction: "1000.00" }).where(eq(invoices.id, other.id)),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint_name: "invoices_less_deposit_key" }) });
    // The deposit itself cannot be deleted while an invoice deducts it.
    await expect(deleteInvoice(db, depositId, ownerId)).rejects.toThrow("already deducted by INV-2026-0002");

    // Two final invoices at once: the deposit's row lock lets one through.
    await deleteInvoice(db, first.id, ownerId);
    const results = await Promise.allSettled([
      createInvoice(db, finalForm(), ownerId, TODAY),
      createInvoice(db, finalForm(), ownerId, TODAY),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await db.$count(invoices, eq(invoices.lessDepositInvoiceId, depositId))).toBe(1);
  });

  it("a retainer repeated from the final invoice bills the items in full: a deposit is deducted once", async () => {
    const final = await createInvoice(db, finalForm(), ownerId, TODAY);
    const { id } = await createRecurringInvoice(
      db,
      { invoiceId: final.id, frequency: "month", startDate: "2026-04-01", endDate: null, autoSend: false },
      ownerId,
      TODAY,
    );
    const [schedule] = await db.select().from(recurringInvoices).where(eq(recurringInvoices.id, id));
    expect(schedule!.totalAmount).toBe("3247.50");
  });

  it("is refused when the deposit is more than the invoice, with the amounts in the message", async () => {
    const small = finalForm({ taxRate: 0, items: [{ description: "Small fix", quantity: 1, unitPrice: 400 }] });
    await expect(createInvoice(db, small, ownerId, TODAY)).rejects.toThrow(
      "The deposit INV-2026-0001 ($1,000.00) is more than this invoice's $400.00; it cannot be deducted here.",
    );
    // Exactly the deposit: a final invoice of nothing more to pay is allowed.
    const even = await createInvoice(
      db,
      finalForm({ taxRate: 0, items: [{ description: "Balance", quantity: 1, unitPrice: 1000 }] }),
      ownerId,
      TODAY,
    );
    expect(await getInvoice(db, even.id)).toMatchObject({ totalAmount: "0.00", depositDeduction: "1000.00" });
  });

  it("through the edit action: the form's choices, and refusals as messages rather than errors", async () => {
    const final = await createInvoice(db, finalForm({ lessDepositInvoiceId: null }), ownerId, TODAY);
    await signedInBrowser(db, ownerId);
    expect((await listDepositChoicesAction({ projectId, invoiceId: final.id }))?.data).toEqual([
      { id: depositId, invoiceNumber: "INV-2026-0001", totalAmount: "1000.00" },
    ]);
    const bound = updateInvoiceAction.bind(null, final.id);
    // The action takes the form's values: a project is its id as text.
    const tooSmall = await bound({ ...finalForm(), projectId, taxRate: 0, items: [{ description: "Tiny", quantity: 1, unitPrice: 10 }] });
    expect(tooSmall?.serverError).toContain("is more than this invoice's $10.00");
    expect((await bound({ ...finalForm(), projectId }))?.data).toEqual({ id: final.id });
    expect(await getInvoice(db, final.id)).toMatchObject({ totalAmount: "2247.50" });
    await signedInBrowser(db, staffId);
    expect((await listDepositChoicesAction({ projectId }))?.serverError).toBe(OWNER_ONLY);
  });

  it("balance, payments and the Billing figures work on the reduced total", async () => {
    // The deposit is paid first.
    const actor = { id: ownerId, sender: { name: "Dana", email: "dana@summitdigital.co" } };
    const payment = (invoiceId: string, amount: number) => ({
      invoiceId,
      amount,
      paidOn: TODAY,
      method: "ACH" as const,
      note: "",
      sendReceipt: false,
    });
    await recordPayment(db, payment(depositId, 1000), actor, TODAY);
    const final = await createInvoice(db, finalForm(), ownerId, TODAY);
    await sendInvoice(db, { id: final.id, message: "The rest." }, mailAuthor(ownerId));
    expect((await getInvoiceStats(db, TODAY)).pending).toBe("2247.50");
    expect((await getReceivables(db, TODAY)).outstanding).toBe("2247.50");
    await expect(recordPayment(db, payment(final.id, 2247.51), actor, TODAY)).rejects.toThrow("At most the balance of $2,247.50.");
    await recordPayment(db, payment(final.id, 2247.5), actor, TODAY);
    expect(await getInvoice(db, final.id)).toMatchObject({ status: "paid", amountPaid: "2247.50" });
    expect(await readPaymentsReceived(db)).toBe("3247.50");
    expect((await getInvoiceStats(db, TODAY)).pending).toBe("0.00");
  });
});

async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = "";
  let previous: { x: number; y: number } | undefined;
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) {
      if (!("str" in item)) continue;
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      const touches = previous && Math.abs(previous.y - y) < 0.5 && x - previous.x < 1; // kerning may overlap
      text += (touches || !previous ? "" : " ") + item.str;
      previous = { x: x + item.width, y };
    }
  }
  return text;
}
