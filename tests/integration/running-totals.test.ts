import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { POST as uploadLeads } from "@/app/api/admin/imports/leads/route";
import { POST as generateInsights } from "@/app/api/functions/generate-brand-insights/route";
import { POST as sendContact } from "@/app/api/functions/send-contact-form/route";
import { leads } from "@/db/schema";
import { deleteInvoice, sendInvoice } from "@/lib/billing/invoices/service";
import type { PaymentFormInput } from "@/lib/billing/payments/schema";
import { deletePayment, recordPayment } from "@/lib/billing/payments/service";
import { getDashboardStats } from "@/lib/dashboard/queries";
import { guessMapping } from "@/lib/lead-imports/fields";
import { previewLeadImport } from "@/lib/lead-imports/preview";
import { getLeadImport } from "@/lib/lead-imports/queries";
import { runLeadImport } from "@/lib/lead-imports/service";
import { undoLeadImport } from "@/lib/lead-imports/undo";
import { getBoardSummary } from "@/lib/leads/board-queries";
import { mergeLeadIntoOriginal } from "@/lib/leads/merge";
import { listLeads } from "@/lib/leads/queries";
import { leadEditSchema } from "@/lib/leads/schema";
import { convertLeadToProject, deleteLead, updateLead, updateLeadStatus } from "@/lib/leads/service";
import { leadConversionSchema, projectFormSchema } from "@/lib/projects/schema";
import { createProject, deleteProject, updateProjectStatus } from "@/lib/projects/service";
import { seedSampleData } from "@/scripts/seed";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { clientIdFor } from "../support/clients";
import { closeAppDatabase, resetDatabase, testDb } from "../support/database";
import { draftInvoice, mailAuthor } from "../support/invoices";
import { clearJobs, jsonRequest, validContact, validInsights } from "../support/lead-capture";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
const timeZone = "America/Denver";
let adminId: string;

beforeEach(async () => {
  await clearJobs(db);
  adminId = (await insertDana(db)).id;
  requestContext.current = new FakeRequestContext();
  process.env.PUBLIC_FORM_LIMIT = "1000";
  process.env.AGENCY_INBOX = "inbox@summit.test";
  delete process.env.OPENAI_API_KEY;
  delete process.env.TRUST_PROXY;
});
afterAll(async () => {
  await closeAppDatabase();
});

type Figure = { key: string; rows: number; amount: string };

/** The running totals, one line per key (slots summed; keys back at zero left out). */
const KEPT = sql`
  select key, sum(rows)::int as rows, sum(amount)::numeric(16, 2)::text as amount from running_totals
  group by key having sum(rows) <> 0 or sum(amount) <> 0 order by key`;

/** The same figures counted from the tables themselves. */
const COUNTED = sql`
  select key, rows, amount from (
    select 'leads:' || status || ':' || source as key, count(*)::int as rows, sum(coalesce(estimated_value, 0))::numeric(16, 2)::text as amount
    from leads group by 1
    union all
    select 'projects:' || status, count(*)::int, '0.00' from projects group by 1
    union all
    select 'invoices:' || status, count(*)::int, '0.00' from invoices group by 1
    union all
    select 'payments', count(*)::int, sum(amount)::numeric(16, 2)::text from invoice_payments having count(*) > 0
    union all
    select 'payments:' || to_char(paid_on, 'YYYY-MM'), count(*)::int, sum(amount)::numeric(16, 2)::text from invoice_payments group by 1
    union all
    select 'follow-ups:' || to_char(next_follow_up_date, 'YYYY-MM-DD'), count(*)::int, '0.00' from leads
    where next_follow_up_date is not null and status not in ('won', 'lost') group by 1
  ) as counted order by key`;

/** New leads per quarter hour and source, as kept for the weekly chart, and as counted. */
const ARRIVALS_KEPT = sql`
  select 'arrivals:' || quarter_hour::text || ':' || source as key, sum(rows)::int as rows, '0.00' as amount from lead_arrivals
  group by quarter_hour, source having sum(rows) <> 0 order by 1`;
const ARRIVALS_COUNTED = sql`
  select 'arrivals:' || date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00')::text || ':' || source as key, count(*)::int as rows, '0.00' as amount
  from leads group by date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), source order by 1`;

/** Kept and counted in one snapshot, so a check taken while others write compares the same moment. */
async function keptAndCounted(): Promise<{ kept: Figure[]; counted: Figure[] }> {
  return db.transaction(
    async (tx) => ({
      kept: [...(await tx.execute<Figure>(KEPT)), ...(await tx.execute<Figure>(ARRIVALS_KEPT))],
      counted: [...(await tx.execute<Figure>(COUNTED)), ...(await tx.execute<Figure>(ARRIVALS_COUNTED))],
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The kept figures equal COUNT(*) and SUM over the tables, and so do the key figures drawn from them. */
async function expectExact(step: string) {
  const { kept, counted } = await keptAndCounted();
  expect(kept, step).toEqual(counted);
  const [real] = await db.execute<{ total: number; new: number; won: number; active: number; revenue: string }>(sql`
    select (select count(*)::int from leads) as total,
      (select count(*)::int from leads where status = 'new') as new,
      (select count(*)::int from leads where status = 'won') as won,
      (select count(*)::int from projects where status in ('planning', 'in_progress', 'review')) as active,
      (select coalesce(sum(amount), 0)::numeric(14, 2)::text from invoice_payments) as revenue`);
  const stats = await getDashboardStats(db);
  expect(stats, step).toEqual({
    totalLeads: real!.total,
    newLeads: real!.new,
    activeProjects: real!.active,
    totalRevenue: real!.revenue,
    conversionRate: real!.total > 0 ? (real!.won / real!.total) * 100 : null,
  });
}

const contact = (n: number) => validContact({ name: `Visitor ${n}`, email: `visitor${n}@example.com` });

async function submitContact(n: number, email = `visitor${n}@example.com`) {
  const response = await sendContact(
    jsonRequest("/api/functions/send-contact-form", { ...contact(n), email }, { "x-forwarded-for": `203.0.113.${n % 250}` }),
  );
  expect(response.status).toBe(200);
}

const newestLead = async () =>
  (
    await db
      .select()
      .from(leads)
      .orderBy(sql`${leads.createdAt} desc`)
      .limit(1)
  )[0]!;

const conversion = (leadId: string) =>
  leadConversionSchema.parse({
    leadId,
    title: "Brand Refresh",
    status: "planning",
    description: "",
    clientName: "Visitor",
    clientEmail: "visitor@example.com",
    startDate: "",
    endDate: "",
    fixedPrice: 0,
    hourlyRate: 150,
    estimatedHours: 0,
    services: "",
    deliverables: "",
    notes: "",
  });

describe("the key figures' running totals", () => {
  it("start at zero and come back to zero when the tables are emptied", async () => {
    await expectExact("empty");
    await seedSampleData(db, { leads: 60, invoices: 16 });
    await expectExact("after the seed");
    await resetDatabase(db);
    expect([...(await db.execute(KEPT)), ...(await db.execute(ARRIVALS_KEPT))]).toEqual([]);
  });

  it("follow the public intake, every lead write, conversion, merge and deletion", async () => {
    await submitContact(1);
    await expectExact("contact form");
    const response = await generateInsights(jsonRequest("/api/functions/generate-brand-insights", validInsights()));
    expect(response.status).toBe(200);
    await expectExact("brand insights");

    const lead = await newestLead();
    await updateLeadStatus(db, { id: lead.id, status: "qualified" }, adminId);
    await expectExact("status change");
    await updateLead(
      db,
      {
        id: lead.id,
        ...leadEditSchema.parse({
          priority: 1,
          leadScore: 80,
          estimatedValue: 2500.25,
          expectedCloseDate: "",
          nextFollowUpDate: "",
          tags: "",
        }),
      },
      adminId,
    );
    await expectExact("estimated value");
    await db.update(leads).set({ phone: "303-555-0000" }).where(eq(leads.id, lead.id));
    await expectExact("an update that moves no figure");

    await convertLeadToProject(db, conversion(lead.id), adminId);
    await expectExact("conversion to a project");

    // A second submission with the same email arrives as a duplicate, then merges into the first.
    const [first] = await db.select().from(leads).where(eq(leads.email, "visitor1@example.com"));
    await submitContact(2, "visitor1@example.com");
    const duplicate = await newestLead();
    expect(duplicate.duplicateOfId).toBe(first!.id);
    await updateLeadStatus(db, { id: duplicate.id, status: "won" }, adminId);
    await expectExact("the duplicate won");
    await mergeLeadIntoOriginal(db, duplicate.id, adminId, { timeZone });
    await expectExact("merge");

    await deleteLead(db, first!.id, adminId);
    await expectExact("deletion");
  });

  it("follow a CSV import and its undo", async () => {
    await submitContact(1);
    const browser = await signedInBrowser(db, adminId);
    const csv = [
      "Name,Email,Status,Estimated Value",
      "Ana One,ana@example.com,qualified,1200",
      "Bo Two,bo@example.com,won,99.99",
      "Visitor 1,visitor1@example.com,lost,5",
    ].join("\n");
    const uploaded = await uploadLeads(
      browser.postBody("http://localhost/api/admin/imports/leads?name=leads.csv", csv, { "content-type": "text/csv" }),
      undefined,
    );
    const { id } = (await uploaded.json()) as { id: string };
    const staged = await getLeadImport(db, id);
    await previewLeadImport(db, { importId: id, mapping: guessMapping(staged!.headers), defaultSource: "contact_form" }, adminId);
    const result = await runLeadImport(db, { importId: id, duplicateMode: "update" }, adminId, { timeZone });
    expect(result.created).toBe(2);
    await expectExact("import");
    await undoLeadImport(db, id, adminId);
    await expectExact("undo");
  });

  it("follow projects, invoices and payments", async () => {
    const input = projectFormSchema.parse({
      title: "Direct",
      clientId: await clientIdFor(db, "bo@example.com", "Bo"),
      status: "planning",
      progressPercentage: 10,
      startDate: "",
      endDate: "",
      estimatedHours: null,
      hourlyRate: null,
      fixedPrice: null,
      description: "",
      services: "",
      deliverables: "",
      notes: "",
    });
    const project = await createProject(db, input, adminId);
    await expectExact("project created");
    await updateProjectStatus(db, { id: project.id, status: "completed" }, adminId);
    await expectExact("project completed");
    await deleteProject(db, project.id, adminId);
    await expectExact("project deleted");

    const actor = { id: adminId, sender: { name: "Dana", email: "dana@summitdigital.co" } };
    const invoice = await draftInvoice(db, adminId);
    await sendInvoice(db, { id: invoice.id, message: "Hi" }, mailAuthor(adminId));
    const payment: PaymentFormInput = {
      invoiceId: invoice.id,
      amount: 200.1,
      paidOn: "2026-03-15",
      method: "ACH",
      note: "",
      sendReceipt: false,
    };
    const { paymentId } = await recordPayment(db, payment, actor, "2026-03-20");
    await recordPayment(db, { ...payment, amount: 100 }, actor, "2026-03-20");
    await expectExact("payments");
    await deletePayment(db, paymentId, adminId);
    await expectExact("payment deleted");
    await deleteInvoice(db, invoice.id, adminId);
    await expectExact("invoice deleted with its payment");
  });

  it("stay exact at every moment while public intakes and back-office writes run at once", async () => {
    await seedSampleData(db, { leads: 30, invoices: 0 });
    const ids = (await db.select({ id: leads.id }).from(leads).limit(20)).map((row) => row.id);
    let writing = true;
    const snapshots: Promise<void>[] = [];
    const watcher = (async () => {
      while (writing) {
        const { kept, counted } = await keptAndCounted();
        expect(kept).toEqual(counted);
        snapshots.push(Promise.resolve());
      }
    })();
    await Promise.all([
      ...Array.from({ length: 40 }, (_, n) => submitContact(100 + n)),
      ...ids.map((id, n) => updateLeadStatus(db, { id, status: n % 2 ? "won" : "lost" }, adminId)),
      ...ids.slice(0, 5).map((id) => deleteLead(db, id, adminId).catch(() => undefined)),
    ]);
    writing = false;
    await watcher;
    expect(snapshots.length).toBeGreaterThan(0);
    await expectExact("after the concurrent writes");
    // The writers spread over several slots instead of queueing on one row per key.
    const [slots] = await db.execute<{ n: number }>(
      sql`select count(distinct slot)::int as n from running_totals where key = 'leads:new:contact_form'`,
    );
    expect(slots!.n).toBeGreaterThan(1);
  });

  it("answer the Leads list's counts and the board's columns without a search", async () => {
    await seedSampleData(db, { leads: 50, invoices: 0 });
    const [row] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from leads where status = 'qualified' and source = 'contact_form'`,
    );
    expect((await listLeads(db, { q: "", status: "qualified", source: "contact_form", offset: 0, limit: 25 })).total).toBe(row!.n);
    const counted = await db.execute<{ status: string; n: number; cents: number }>(sql`
      select status, count(*)::int as n, (coalesce(sum(estimated_value), 0) * 100)::bigint::int as cents from leads where source = 'brand_analysis' group by status`);
    const board = await getBoardSummary(db, { q: "", source: "brand_analysis" });
    for (const column of board) {
      const match = counted.find((c) => c.status === column.status);
      expect(column, column.status).toEqual({ status: column.status, count: match?.n ?? 0, sumCents: match?.cents ?? 0 });
    }
  });
});
