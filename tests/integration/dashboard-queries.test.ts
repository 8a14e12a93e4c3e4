import { describe, expect, it } from "vitest";

import { invoicePayments, invoices, leads, projects } from "@/db/schema";
import { getDashboardStats, listRecentLeads } from "@/lib/dashboard/queries";

import { clientIdFor } from "../support/clients";
import { testDb } from "../support/database";

const db = testDb();

const lead = (name: string, status: (typeof leads.$inferInsert)["status"], createdAt: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  source: "contact_form" as const,
  status,
  createdAt: new Date(createdAt),
});
const invoice = (clientId: string, number: string, status: (typeof invoices.$inferInsert)["status"], total: string) => ({
  clientId,
  invoiceNumber: number,
  clientName: "Client",
  clientEmail: "client@example.com",
  issueDate: "2026-01-05",
  dueDate: "2026-02-05",
  subtotal: total,
  totalAmount: total,
  status,
});

describe("dashboard queries", () => {
  it("show zeros on an empty database", async () => {
    expect(await getDashboardStats(db)).toEqual({
      totalLeads: 0,
      newLeads: 0,
      activeProjects: 0,
      totalRevenue: "0.00",
      conversionRate: null,
    });
    expect(await listRecentLeads(db)).toEqual([]);
  });

  it("count leads by status, active projects, payments received and the conversion rate", async () => {
    await db
      .insert(leads)
      .values([
        lead("Ann", "new", "2026-01-01T10:00:00Z"),
        lead("Ben", "new", "2026-01-02T10:00:00Z"),
        lead("Cy", "won", "2026-01-03T10:00:00Z"),
        lead("Di", "lost", "2026-01-04T10:00:00Z"),
        lead("Ed", "contacted", "2026-01-05T10:00:00Z"),
        lead("Flo", "won", "2026-01-06T10:00:00Z"),
        lead("Gus", "proposal", "2026-01-07T10:00:00Z"),
      ]);
    const statuses = ["planning", "in_progress", "review", "completed", "on_hold"] as const;
    const clientId = await clientIdFor(db, "c@example.com", "C");
    await db
      .insert(projects)
      .values(statuses.map((status, i) => ({ clientId, title: `P${i}`, clientName: "C", clientEmail: "c@example.com", status })));
    const [paid1, paid2, sent] = await db
      .insert(invoices)
      .values([
        { ...invoice(clientId, "INV-1", "paid", "1200.50"), amountPaid: "1200.50" },
        { ...invoice(clientId, "INV-2", "paid", "99.49"), amountPaid: "99.49" },
        { ...invoice(clientId, "INV-3", "sent", "5000.00"), amountPaid: "1000.01" },
        invoice(clientId, "INV-4", "overdue", "700.00"),
      ])
      .returning({ id: invoices.id });
    // Total Revenue is the money received: both paid invoices in two payments and one, and a partial payment.
    await db.insert(invoicePayments).values([
      { invoiceId: paid1!.id, amount: "1000.00", paidOn: "2026-01-10" },
      { invoiceId: paid1!.id, amount: "200.50", paidOn: "2026-01-20" },
      { invoiceId: paid2!.id, amount: "99.49", paidOn: "2026-01-21" },
      { invoiceId: sent!.id, amount: "1000.01", paidOn: "2026-01-22" },
    ]);

    const stats = await getDashboardStats(db);
    expect(stats).toMatchObject({ totalLeads: 7, newLeads: 2, activeProjects: 3, totalRevenue: "2300.00" });
    expect(stats.conversionRate?.toFixed(1)).toBe("28.6"); // 2 won of 7

    const recent = await listRecentLeads(db, 5);
    expect(recent.map((row) => row.name)).toEqual(["Gus", "Flo", "Ed", "Di", "Cy"]);
  });
});
