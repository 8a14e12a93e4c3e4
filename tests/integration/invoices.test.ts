import { and, eq, sql } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { GET as getInvoicePdf } from "@/app/api/admin/invoices/[id]/pdf/route";
import { activityLog, invoiceItems, invoices } from "@/db/schema";
import { deleteInvoiceAction, updateInvoiceAction, updateInvoiceStatusAction } from "@/lib/billing/invoices/actions";
import { getInvoice, getInvoiceDraft, getInvoiceStats, listInvoices } from "@/lib/billing/invoices/queries";
import { createInvoice, deleteInvoice, updateInvoice, updateInvoiceStatus } from "@/lib/billing/invoices/service";
import { isInvoiceOverdue } from "@/lib/dates";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { clientIdFor } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { invoiceForm } from "../support/invoices";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
const TODAY = "2026-03-10";
let adminId: string;
let clientId: string;

beforeEach(async () => {
  adminId = (await insertDana(db)).id;
  clientId = await clientIdFor(db, "billing@aspendental.example", "Aspen Dental Group");
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await closeAppDatabase();
});

const form = (changes: Parameters<typeof invoiceForm>[0] = {}) => invoiceForm({ clientId, ...changes });

const itemsOf = (invoiceId: string) => db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));

describe("creating an invoice", () => {
  it("stores a draft with its items and amounts recomputed in cents", async () => {
    const created = await createInvoice(db, form(), adminId, TODAY);
    expect(created.invoiceNumber).toBe("INV-2026-0001");
    const invoice = await getInvoice(db, created.id);
    expect(invoice).toMatchObject({
      status: "draft",
      subtotal: "580.00",
      taxRate: "8.25",
      taxAmount: "47.85",
      totalAmount: "627.85",
      paidDate: null,
    });
    expect(invoice!.items.map((item) => [item.description, item.quantity, item.unitPrice, item.totalPrice])).toEqual([
      ["Brand strategy workshop", "2.00", "150.00", "300.00"],
      ["Logo design hours", "3.50", "80.00", "280.00"],
    ]);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.entityId, created.id));
    expect(entry).toMatchObject({ entityType: "invoice", action: "created", performedBy: adminId, entityName: "INV-2026-0001" });
  });

  it("writes the invoice and its items together or not at all", async () => {
    // The second item breaks a database check after the invoice row was inserted: nothing stays,
    // and the number it took is handed back.
    const broken = {
      ...form(),
      items: [
        { description: "ok", quantity: 1, unitPrice: 10 },
        { description: "bad", quantity: -1, unitPrice: 10 },
      ],
    };
    await expect(createInvoice(db, broken, adminId, TODAY)).rejects.toThrow();
    expect(await db.$count(invoices)).toBe(0);
    expect(await db.$count(invoiceItems)).toBe(0);
    expect((await createInvoice(db, form(), adminId, TODAY)).invoiceNumber).toBe("INV-2026-0001");
  });

  it("gives 20 concurrent creations 20 distinct numbers with no gap", async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createInvoice(db, form({ clientName: `Client ${i}` }), adminId, TODAY)),
    );
    const numbers = created.map((invoice) => invoice.invoiceNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-2026-${String(i + 1).padStart(4, "0")}`));
    expect(await db.$count(invoiceItems)).toBe(40);
  });

  it("numbers each year from 0001", async () => {
    await createInvoice(db, form(), adminId, "2026-12-31");
    expect((await createInvoice(db, form(), adminId, "2027-01-01")).invoiceNumber).toBe("INV-2027-0001");
  });
});

describe("status changes", () => {
  it("moving an invoice to paid sets paid_date once", async () => {
    const { id } = await createInvoice(db, form(), adminId, TODAY);
    expect(await updateInvoiceStatus(db, id, "paid", adminId, "2026-03-12")).toEqual({ status: "paid", paidDate: "2026-03-12" });
    await updateInvoiceStatus(db, id, "sent", adminId, "2026-03-13");
    expect(await updateInvoiceStatus(db, id, "paid", adminId, "2026-03-20")).toEqual({ status: "paid", paidDate: "2026-03-12" });
    const entries = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, "status_changed")));
    expect(entries.map((entry) => entry.description).sort()).toEqual([
      "Status changed to paid",
      "Status changed to paid",
      "Status changed to sent",
    ]);
  });

  it("the status action refuses a status outside the list", async () => {
    await signedInBrowser(db, adminId);
    const { id } = await createInvoice(db, form(), adminId, TODAY);
    const result = await updateInvoiceStatusAction({ id, status: "refunded" as "paid" });
    expect(result.validationErrors).toBeDefined();
    expect((await getInvoice(db, id))!.status).toBe("draft");
  });
});

describe("editing", () => {
  it("a draft is saved with its new items in one step", async () => {
    const { id } = await createInvoice(db, form(), adminId, TODAY);
    await updateInvoice(
      db,
      id,
      form({ items: [{ description: "Single line", quantity: 1, unitPrice: 99.99 }], taxRate: 0, paymentMethod: "ACH" }),
      adminId,
    );
    const invoice = await getInvoice(db, id);
    expect(invoice).toMatchObject({
      subtotal: "99.99",
      taxAmount: "0.00",
      totalAmount: "99.99",
      paymentMethod: "ACH",
      invoiceNumber: "INV-2026-0001",
    });
    expect(invoice!.items).toHaveLength(1);
  });

  it("editing a sent invoice is refused by the server and changes nothing", async () => {
    await signedInBrowser(db, adminId);
    const { id } = await createInvoice(db, form(), adminId, TODAY);
    await updateInvoiceStatus(db, id, "sent", adminId, TODAY);
    const result = await updateInvoiceAction(id, { ...form({ clientName: "Someone Else" }), projectId: "" });
    expect(result.serverError).toBe("Only draft invoices can be edited; this one is sent.");
    expect((await getInvoice(db, id))!.clientName).toBe("Aspen Dental Group");
  });

  it("actions refuse a browser without a session", async () => {
    const { id } = await createInvoice(db, form(), adminId, TODAY);
    const result = await deleteInvoiceAction({ id });
    expect(result.serverError).toBe("Your session has expired. Please sign in again.");
    expect(await db.$count(invoices)).toBe(1);
  });
});

describe("deleting", () => {
  it("removes the items with the invoice and logs it", async () => {
    const { id } = await createInvoice(db, form(), adminId, TODAY);
    const other = await createInvoice(db, form(), adminId, TODAY);
    await deleteInvoice(db, id, adminId);
    expect(await getInvoice(db, id)).toBeNull();
    expect(await itemsOf(id)).toEqual([]);
    expect(await itemsOf(other.id)).toHaveLength(2);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, "deleted")));
    expect(entry).toMatchObject({ entityName: "INV-2026-0001", description: "Invoice INV-2026-0001 deleted" });
  });
});

describe("the Billing tab's list and cards", () => {
  async function seedStatuses() {
    const make = async (status: "draft" | "sent" | "paid" | "overdue" | "cancelled", dueDate: string, name: string) => {
      const { id } = await createInvoice(db, form({ clientName: name, issueDate: "2026-01-01", dueDate }), adminId, TODAY);
      if (status !== "draft") await updateInvoiceStatus(db, id, status, adminId, TODAY);
    };
    await make("draft", "2026-03-09", "Late Draft"); // overdue by date
    await make("sent", "2026-03-01", "Late Sent"); // overdue by date
    await make("overdue", "2026-02-01", "Stored Overdue"); // overdue both ways
    await make("overdue", "2026-04-01", "Stored Overdue Not Due"); // not overdue by date
    await make("sent", "2026-03-10", "Due Today"); // due today: not late yet
    await make("paid", "2026-01-15", "Paid Late");
    await make("cancelled", "2026-01-15", "Cancelled Late");
  }

  it("counts overdue by the date rule, the same rows the overdue filter lists", async () => {
    await seedStatuses();
    const stats = await getInvoiceStats(db, TODAY);
    expect(stats).toEqual({ total: 7, paid: 1, overdue: 3, revenue: "627.85", pending: (627.85 * 5).toFixed(2) });
    const overdue = await listInvoices(db, { q: "", status: "overdue", page: 1 }, TODAY);
    expect(overdue.rows.map((row) => row.clientName).sort()).toEqual(["Late Draft", "Late Sent", "Stored Overdue"]);
    expect(overdue.total).toBe(3);

    // The SQL rule and the pure one in lib/dates agree on every row.
    const all = await listInvoices(db, { q: "", status: undefined, page: 1 }, TODAY, 50);
    for (const row of all.rows) expect(row.overdue).toBe(isInvoiceOverdue(row, TODAY));
  });

  it("searches number, client name and email, with % and _ taken literally, and pages newest first", async () => {
    await seedStatuses();
    await createInvoice(db, form({ clientName: "100%_Club", clientEmail: "hello@club.example" }), adminId, TODAY);
    const search = (q: string) =>
      listInvoices(db, { q, status: undefined, page: 1 }, TODAY).then((page) => page.rows.map((row) => row.clientName));
    expect(await search("late")).toEqual(["Cancelled Late", "Paid Late", "Late Sent", "Late Draft"]);
    expect(await search("INV-2026-0002")).toEqual(["Late Sent"]);
    expect(await search("club.example")).toEqual(["100%_Club"]);
    expect(await search("%_")).toEqual(["100%_Club"]);
    expect(await search("0%")).toEqual(["100%_Club"]);

    const first = await listInvoices(db, { q: "", status: undefined, page: 1 }, TODAY, 3);
    const last = await listInvoices(db, { q: "", status: undefined, page: 99 }, TODAY, 3);
    expect(first).toMatchObject({ total: 8, pageCount: 3, page: 1 });
    expect(first.rows[0]!.clientName).toBe("100%_Club");
    expect(last.page).toBe(3);
    expect(last.rows.map((row) => row.clientName)).toEqual(["Late Sent", "Late Draft"]);
    const sent = await listInvoices(db, { q: "", status: "sent", page: 1 }, TODAY);
    expect(sent.rows.map((row) => row.clientName).sort()).toEqual(["Due Today", "Late Sent"]);
  });

  it("lists rows without the fields only a dialog shows, which the edit form loads with the items", async () => {
    const created = await createInvoice(
      db,
      form({ clientAddress: "1 Main St", description: "Phase one", notes: "Net 15" }),
      adminId,
      TODAY,
    );
    const [row] = (await listInvoices(db, { q: "", status: undefined, page: 1 }, TODAY)).rows;
    expect(Object.keys(row!).sort()).toEqual(
      [
        "amountPaid",
        "clientEmail",
        "clientName",
        "dueDate",
        "id",
        "invoiceNumber",
        "issueDate",
        "overdue",
        "paidOnline",
        "status",
        "totalAmount",
      ].sort(),
    );
    const draft = await getInvoiceDraft(db, created.id);
    expect(draft?.particulars).toMatchObject({ clientAddress: "1 Main St", description: "Phase one", notes: "Net 15" });
    expect(draft?.items.map((item) => item.description)).toEqual(form().items.map((item) => item.description));
    expect(await getInvoiceDraft(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("Total Revenue on the dashboard follows payments", async () => {
    const { getDashboardStats } = await import("@/lib/dashboard/queries");
    const revenue = async () => (await getDashboardStats(db)).totalRevenue;
    const { id } = await createInvoice(db, form(), adminId, TODAY);
    expect(await revenue()).toBe("0.00");
    await updateInvoiceStatus(db, id, "paid", adminId, TODAY);
    expect(await revenue()).toBe("627.85");
    // Leaving paid takes back the payment the status change recorded.
    await updateInvoiceStatus(db, id, "sent", adminId, TODAY);
    expect(await revenue()).toBe("0.00");
  });
});

/**
 * The PDF's text as a reader would copy it. pdfjs returns text in runs split wherever the font
 * kerns ("$47" ".85"), so runs that touch on the same line are joined without a space.
 */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
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

describe("GET /api/admin/invoices/<id>/pdf", () => {
  const url = (id: string) => `http://localhost/api/admin/invoices/${id}/pdf`;
  const call = (browser: FakeRequestContext, id: string) => getInvoicePdf(browser.request(url(id)), { params: Promise.resolve({ id }) });

  it("answers a real PDF holding the number, the items and the total as text", async () => {
    const browser = await signedInBrowser(db, adminId);
    const { id } = await createInvoice(db, form(), adminId, TODAY);
    const response = await call(browser, id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="INV-2026-0001.pdf"');
    const bytes = await response.arrayBuffer();
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    for (const expected of [
      "Summit Digital",
      "(720) 555-0142",
      "INV-2026-0001",
      "Aspen Dental Group",
      "Brand strategy workshop",
      "$580.00",
      "$47.85",
      "$627.85",
      "Net 30. Thank you!",
      "Draft",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("answers 401 without a session and 404 for an unknown or malformed id", async () => {
    const { id } = await createInvoice(db, form(), adminId, TODAY);
    expect((await call(new FakeRequestContext(), id)).status).toBe(401);
    const browser = await signedInBrowser(db, adminId);
    expect((await call(browser, "7f1f5a5e-3f0b-4a59-a43d-2f0f6f3b9d11")).status).toBe(404);
    expect((await call(browser, "not-a-uuid")).status).toBe(404);
    expect((await call(browser, "1' or '1'='1")).status).toBe(404);
    // The sequence still says one invoice was numbered.
    const [row] = await db.execute<{ last_value: number }>(sql`select last_value from invoice_number_sequences`);
    expect(Number(row!.last_value)).toBe(1);
  });
});
