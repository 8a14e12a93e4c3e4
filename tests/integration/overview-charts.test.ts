import { afterAll, describe, expect, it } from "vitest";

import { invoicePayments, invoices, leads, type NewInvoice, type NewLead } from "@/db/schema";
import { CHART_PERIODS, getOverviewCharts, monthlyPaidRevenue, pipelineByStatus, weeklyNewLeads } from "@/lib/dashboard/chart-queries";

import { clientIdFor } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";

const db = testDb();
const DENVER = "America/Denver";
/** A Tuesday, two days after daylight saving time began in Denver (Mar 8, 2026). */
const TODAY = "2026-03-10";

afterAll(async () => {
  await closeAppDatabase();
});

let leadCount = 0;
async function lead(createdAt: string, changes: Partial<NewLead> = {}) {
  leadCount += 1;
  await db.insert(leads).values({
    name: `Lead ${leadCount}`,
    email: `lead${leadCount}@example.com`,
    source: "contact_form",
    createdAt: new Date(createdAt),
    ...changes,
  });
}

let invoiceCount = 0;
async function invoice(changes: Partial<NewInvoice>): Promise<string> {
  invoiceCount += 1;
  const [row] = await db
    .insert(invoices)
    .values({
      clientId: await clientIdFor(db, "client@example.com", "Client"),
      invoiceNumber: `INV-TEST-${invoiceCount}`,
      clientName: "Client",
      clientEmail: "client@example.com",
      issueDate: "2025-01-01",
      dueDate: "2025-01-31",
      status: "paid",
      totalAmount: "100.00",
      ...changes,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

const counts = (rows: Awaited<ReturnType<typeof weeklyNewLeads>>) =>
  Object.fromEntries(
    rows.filter((row) => row.brandAnalysis + row.contactForm > 0).map((row) => [row.weekStart, [row.brandAnalysis, row.contactForm]]),
  );

describe("new leads per week by source", () => {
  it("gives 12 Monday weeks in the agency's time zone, zero-filled, the current one last", async () => {
    const rows = await weeklyNewLeads(db, TODAY, DENVER);
    expect(rows).toHaveLength(CHART_PERIODS);
    expect(rows[0]).toEqual({ weekStart: "2025-12-22", brandAnalysis: 0, contactForm: 0 });
    expect(rows[11]).toEqual({ weekStart: "2026-03-09", brandAnalysis: 0, contactForm: 0 });
    expect(rows.map((row) => row.weekStart)).toEqual(
      Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2025, 11, 22 + 7 * i)).toISOString().slice(0, 10)),
    );
  });

  it("counts each lead in its agency-time week and source, edges included", async () => {
    await lead("2026-03-09T06:30:00Z"); // Mon Mar 9, 00:30 MDT: this week
    await lead("2026-03-10T15:00:00Z", { source: "brand_analysis" }); // today
    await lead("2026-03-09T05:30:00Z", { source: "brand_analysis" }); // Sun Mar 8, 23:30 MDT (Monday in UTC): last week
    await lead("2025-12-22T07:00:00Z"); // Mon Dec 22, 00:00 MST: the first week's first minute
    await lead("2025-12-22T06:59:00Z"); // Sun Dec 21, 23:59 MST: before the range
    await lead("2026-03-16T07:00:00Z"); // next Monday: after the range
    const rows = await weeklyNewLeads(db, TODAY, DENVER);
    expect(counts(rows)).toEqual({ "2026-03-09": [1, 1], "2026-03-02": [1, 0], "2025-12-22": [0, 1] });
    // Read in UTC instead, the Sunday-night lead would move to this week.
    expect(counts(await weeklyNewLeads(db, TODAY, "UTC"))["2026-03-09"]).toEqual([2, 1]);
  });
});

describe("paid revenue per month", () => {
  it("gives the 12 months up to today's, zero-filled, summing payments by their date", async () => {
    const id = await invoice({ totalAmount: "5000.00", status: "sent" });
    const pay = (paidOn: string, amount: string) => db.insert(invoicePayments).values({ invoiceId: id, paidOn, amount });
    await pay("2026-03-01", "100.25");
    await pay("2026-03-10", "50.25"); // a second, partial payment in the same month
    await pay("2025-04-01", "1000.00"); // the first month's first day
    await pay("2025-03-31", "999.00"); // a month too old
    await invoice({ paidDate: "2026-01-15", totalAmount: "70.00", status: "paid" }); // a paid date without a payment counts nothing
    const rows = await monthlyPaidRevenue(db, TODAY);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ month: "2025-04-01", revenue: "1000.00" });
    expect(rows[11]).toEqual({ month: "2026-03-01", revenue: "150.50" });
    expect(rows.slice(1, 11).every((row) => row.revenue === "0.00")).toBe(true);
  });
});

describe("pipeline value by status", () => {
  it("sums estimated values for every status in SPEC order, zero for the empty ones", async () => {
    await lead("2026-01-01T00:00:00Z", { status: "new", estimatedValue: "1000.50" });
    await lead("2026-01-01T00:00:00Z", { status: "new", estimatedValue: null });
    await lead("2026-01-01T00:00:00Z", { status: "proposal", estimatedValue: "2500.00" });
    await lead("2026-01-01T00:00:00Z", { status: "won", estimatedValue: "0.00" });
    expect(await pipelineByStatus(db)).toEqual([
      { status: "new", value: "1000.50", leads: 2 },
      { status: "contacted", value: "0.00", leads: 0 },
      { status: "qualified", value: "0.00", leads: 0 },
      { status: "proposal", value: "2500.00", leads: 1 },
      { status: "won", value: "0.00", leads: 1 },
      { status: "lost", value: "0.00", leads: 0 },
    ]);
  });
});

it("an empty database gives empty charts: every bucket zero, no error", async () => {
  const charts = await getOverviewCharts(db, TODAY, DENVER);
  expect(charts.weeklyLeads).toHaveLength(12);
  expect(charts.weeklyLeads.every((row) => row.brandAnalysis === 0 && row.contactForm === 0)).toBe(true);
  expect(charts.monthlyRevenue.map((row) => row.revenue)).toEqual(Array(12).fill("0.00"));
  expect(charts.pipeline.map((row) => row.value)).toEqual(Array(6).fill("0.00"));
});
