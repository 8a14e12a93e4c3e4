import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import {
  adminUsers,
  communications,
  invoiceItems,
  invoices,
  leads,
  projects,
  type NewInvoice,
  type NewLead,
  type NewProject,
} from "@/db/schema";

import { clientIdFor } from "../support/clients";
import { testDb } from "../support/database";

const db = testDb();

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  name: "Ada Park",
  email: "ada@example.com",
  source: "contact_form",
  ...overrides,
});
/** A client for the rows below; beforeEach makes it. */
let clientId: string;
beforeEach(async () => {
  clientId = await clientIdFor(db, "ada@example.com");
});
const project = (overrides: Partial<NewProject> = {}): NewProject => ({
  clientId,
  title: "Site rebuild",
  clientName: "Ada Park",
  clientEmail: "ada@example.com",
  ...overrides,
});
const invoice = (overrides: Partial<NewInvoice> = {}): NewInvoice => ({
  clientId,
  invoiceNumber: `INV-2026-${Math.floor(Math.random() * 1e6)}`,
  clientName: "Ada Park",
  clientEmail: "ada@example.com",
  issueDate: "2026-01-10",
  dueDate: "2026-02-10",
  ...overrides,
});
const admin = (overrides: Partial<typeof adminUsers.$inferInsert> = {}) => ({
  username: "dana",
  email: "dana@example.com",
  pinHash: "x",
  passwordHash: "y",
  ...overrides,
});

/** postgres-js rejects with the server's error; drizzle wraps it, so look at the cause too. */
async function refused(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e as { code?: string; cause?: { code?: string } },
  );
  expect(error, "the database accepted a row it must refuse").toBeDefined();
  expect(error!.code ?? error!.cause?.code).toBe(code);
}

const CHECK = "23514";
const NOT_NULL = "23502";
const UNIQUE = "23505";

describe("the database refuses what the spec forbids", () => {
  it("lead priority outside 1-3", async () => {
    await refused(db.insert(leads).values(lead({ priority: 0 })), CHECK);
    await refused(db.insert(leads).values(lead({ priority: 4 })), CHECK);
    await db.insert(leads).values(lead({ priority: 3 }));
  });

  it("lead score outside 0-100 and a negative estimated value", async () => {
    await refused(db.insert(leads).values(lead({ leadScore: -1 })), CHECK);
    await refused(db.insert(leads).values(lead({ leadScore: 101 })), CHECK);
    await refused(db.insert(leads).values(lead({ estimatedValue: "-0.01" })), CHECK);
  });

  it("a lead without a name or email", async () => {
    await refused(db.insert(leads).values({ ...lead(), name: null as unknown as string }), NOT_NULL);
    await refused(db.insert(leads).values(lead({ name: "   " })), CHECK);
    await refused(db.insert(leads).values({ ...lead(), email: null as unknown as string }), NOT_NULL);
  });

  it("project progress outside 0-100, negative money or hours, and an end before the start", async () => {
    await refused(db.insert(projects).values(project({ progressPercentage: 101 })), CHECK);
    await refused(db.insert(projects).values(project({ progressPercentage: -1 })), CHECK);
    await refused(db.insert(projects).values(project({ hourlyRate: "-1" })), CHECK);
    await refused(db.insert(projects).values(project({ fixedPrice: "-5" })), CHECK);
    await refused(db.insert(projects).values(project({ estimatedHours: "-2" })), CHECK);
    await refused(db.insert(projects).values(project({ startDate: "2026-03-01", endDate: "2026-02-01" })), CHECK);
    await refused(db.insert(projects).values({ ...project(), clientEmail: null as unknown as string }), NOT_NULL);
  });

  it("invoice tax rate outside 0-100, negative amounts, a due date before the issue date", async () => {
    await refused(db.insert(invoices).values(invoice({ taxRate: "100.01" })), CHECK);
    await refused(db.insert(invoices).values(invoice({ taxRate: "-1" })), CHECK);
    await refused(db.insert(invoices).values(invoice({ subtotal: "-1" })), CHECK);
    await refused(db.insert(invoices).values(invoice({ totalAmount: "-1" })), CHECK);
    await refused(db.insert(invoices).values(invoice({ dueDate: "2026-01-01" })), CHECK);
    const [row] = await db.insert(invoices).values(invoice()).returning();
    await refused(db.insert(invoiceItems).values({ invoiceId: row!.id, quantity: "-1" }), CHECK);
    await refused(db.insert(invoiceItems).values({ invoiceId: row!.id, unitPrice: "-1" }), CHECK);
  });

  it("a duplicate invoice number", async () => {
    await db.insert(invoices).values(invoice({ invoiceNumber: "INV-2026-0001" }));
    await refused(db.insert(invoices).values(invoice({ invoiceNumber: "INV-2026-0001" })), UNIQUE);
  });

  it("a second admin with the same username or email, in any case", async () => {
    await db.insert(adminUsers).values(admin());
    await refused(db.insert(adminUsers).values(admin({ email: "other@example.com", username: "DANA" })), UNIQUE);
    await refused(db.insert(adminUsers).values(admin({ username: "other", email: "Dana@Example.com" })), UNIQUE);
  });

  it("an email communication without a subject, or any without content", async () => {
    await refused(db.insert(communications).values({ type: "email", content: "Hello" }), CHECK);
    await refused(db.insert(communications).values({ type: "note", content: " " }), CHECK);
    await db.insert(communications).values({ type: "note", content: "Called back" });
  });
});

describe("foreign keys", () => {
  it("deleting a lead keeps its projects and communications, unlinked", async () => {
    const [l] = await db.insert(leads).values(lead()).returning();
    const [p] = await db
      .insert(projects)
      .values(project({ leadId: l!.id }))
      .returning();
    const [c] = await db.insert(communications).values({ type: "note", content: "Kickoff", leadId: l!.id, projectId: p!.id }).returning();
    await db.delete(leads).where(eq(leads.id, l!.id));
    const [keptProject] = await db.select().from(projects).where(eq(projects.id, p!.id));
    const [keptNote] = await db.select().from(communications).where(eq(communications.id, c!.id));
    expect(keptProject?.leadId).toBeNull();
    expect(keptNote?.leadId).toBeNull();

    await db.delete(projects).where(eq(projects.id, p!.id));
    const [afterProject] = await db.select().from(communications).where(eq(communications.id, c!.id));
    expect(afterProject?.projectId).toBeNull();
  });

  it("deleting an invoice deletes its items", async () => {
    const [row] = await db.insert(invoices).values(invoice()).returning();
    await db.insert(invoiceItems).values([
      { invoiceId: row!.id, description: "Design", quantity: "1", unitPrice: "100", totalPrice: "100" },
      { invoiceId: row!.id, description: "Build", quantity: "2", unitPrice: "50", totalPrice: "100" },
    ]);
    await db.delete(invoices).where(eq(invoices.id, row!.id));
    expect(await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, row!.id))).toHaveLength(0);
  });
});
