import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { GET as exportInvoices } from "@/app/api/admin/export/invoices.csv/route";
import { GET as exportLeads } from "@/app/api/admin/export/leads.csv/route";
import { leads, type NewLead } from "@/db/schema";
import { listInvoices } from "@/lib/billing/invoices/queries";
import { createInvoice, updateInvoiceStatus } from "@/lib/billing/invoices/service";
import { agencyToday } from "@/lib/dates/agency";
import { isFormulaLike } from "@/lib/export/csv-format";
import { listLeads } from "@/lib/leads/queries";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { clientIdFor } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
let adminId: string;

beforeEach(async () => {
  adminId = (await insertDana(db)).id;
  requestContext.current = new FakeRequestContext();
});
afterAll(async () => {
  await closeAppDatabase();
});

const leadsUrl = (query = "") => `http://localhost/api/admin/export/leads.csv${query}`;
const invoicesUrl = (query = "") => `http://localhost/api/admin/export/invoices.csv${query}`;

/** Parses a CSV body the way a standard reader does: the BOM dropped, the header row as keys. */
function readCsv(text: string): Record<string, string>[] {
  return parse(text, { bom: true, columns: true, relax_column_count: false }) as Record<string, string>[];
}

async function csvOf(response: Response) {
  expect(response.status).toBe(200);
  return readCsv(await response.text());
}

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 2, 10, 12, 0) - minutesAgo * 60_000);

async function insertLeads(values: (Partial<NewLead> & { name: string })[]) {
  await db.insert(leads).values(
    values.map((lead, index) => ({
      email: `${lead.name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`,
      source: "contact_form" as const,
      createdAt: at(index),
      ...lead,
    })),
  );
}

/** Backends (other than the test's own) still running an export query (its select list says c0). */
async function openExportQueries(): Promise<number> {
  const [row] = await db.execute<{ open: number }>(sql`
    select count(*)::int as open from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and state = 'active' and query like '%as "c0"%'`);
  return row!.open;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("access and parameters", () => {
  it("answers 401 without an admin session, on both endpoints", async () => {
    const anonymous = new FakeRequestContext();
    expect((await exportLeads(anonymous.request(leadsUrl()), undefined)).status).toBe(401);
    expect((await exportInvoices(anonymous.request(invoicesUrl()), undefined)).status).toBe(401);
  });

  it("answers 400 with a readable error for an unknown filter value", async () => {
    const browser = await signedInBrowser(db, adminId);
    for (const [handler, url] of [
      [exportLeads, leadsUrl("?status=archived")],
      [exportLeads, leadsUrl("?source=fax")],
      [exportInvoices, invoicesUrl("?status=refunded")],
    ] as const) {
      const response = await handler(browser.request(url), undefined);
      expect(response.status).toBe(400);
      expect((await response.json()) as { error: string }).toEqual({ error: expect.stringMatching(/must be one of/) });
    }
  });

  it("sends text/csv in UTF-8 as a dated attachment, never cached", async () => {
    const browser = await signedInBrowser(db, adminId);
    const response = await exportLeads(browser.request(leadsUrl()), undefined);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="leads-${agencyToday()}.csv"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // An empty table still gives the header row (after the BOM).
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toMatch(/^Name,Email,Phone,Company,Source,Status,Priority,.*,Lead ID\r\n$/);
  });
});

describe("the leads export", () => {
  it("holds every lead the Leads tab matches (search, status, source), in the tab's order", async () => {
    await insertLeads([
      { name: "Ana Smith", status: "qualified", company: "Front Range Dental" },
      { name: "Ben Smith", status: "new", source: "brand_analysis" },
      { name: "Cara Jones", status: "qualified", source: "brand_analysis" },
      { name: "Dev Smithers", status: "qualified", source: "brand_analysis", company: "50% Off_Shop" },
      ...Array.from({ length: 30 }, (_, i) => ({ name: `Filler ${i}`, status: "won" as const })),
    ]);
    const browser = await signedInBrowser(db, adminId);
    const cases: [string, { q: string; status?: "qualified" | "new" | "won"; source?: "brand_analysis" | "contact_form" }][] = [
      ["", { q: "" }],
      ["?q=smith", { q: "smith" }],
      ["?status=qualified", { q: "", status: "qualified" }],
      ["?status=qualified&source=brand_analysis", { q: "", status: "qualified", source: "brand_analysis" }],
      ["?q=SMITH&source=brand_analysis&page=3", { q: "SMITH", source: "brand_analysis" }],
      ["?q=50%25%20off_", { q: "50% off_" }],
      ["?status=all&source=", { q: "" }],
    ];
    for (const [query, filters] of cases) {
      const rows = await csvOf(await exportLeads(browser.request(leadsUrl(query)), undefined));
      const listed = await listLeads(db, { ...filters, offset: 0, limit: 1000 });
      expect(
        rows.map((row) => row.Name),
        query,
      ).toEqual(listed.rows.map((lead) => lead.name));
      expect(rows.length, query).toBe(listed.total);
    }
    // Every page, not just the first 25.
    expect((await csvOf(await exportLeads(browser.request(leadsUrl("?status=won")), undefined))).length).toBe(30);
  });

  it("writes each field as the back office knows it", async () => {
    await insertLeads([
      {
        name: "Ana Smith",
        email: "ana@frontrange.example",
        phone: "(303) 555-0100",
        company: "Front Range Dental",
        status: "proposal",
        priority: 1,
        leadScore: 80,
        estimatedValue: "12500.50",
        expectedCloseDate: "2026-04-01",
        nextFollowUpDate: "2026-03-12",
        tags: ["referral", "urgent"],
        message: 'Line one, with "quotes"\nline two',
        createdAt: new Date("2026-03-10T05:30:00Z"), // 11:30 pm on Mar 9 in Denver (MDT, UTC-6)
      },
    ]);
    const browser = await signedInBrowser(db, adminId);
    const [row] = await csvOf(await exportLeads(browser.request(leadsUrl()), undefined));
    expect(row).toMatchObject({
      Name: "Ana Smith",
      Email: "ana@frontrange.example",
      Phone: "(303) 555-0100",
      Source: "contact_form",
      Status: "proposal",
      Priority: "High",
      "Lead Score": "80",
      "Estimated Value": "12500.50",
      "Expected Close Date": "2026-04-01",
      "Next Follow-up Date": "2026-03-12",
      "Last Contact": "",
      Tags: "referral, urgent",
      Message: 'Line one, with "quotes"\nline two',
      Created: "2026-03-09 23:30",
    });
  });

  it("reads back any text exactly as stored, formula guard aside (property)", async () => {
    const browser = await signedInBrowser(db, adminId);
    const awkward = fc.string({
      unit: fc.constantFrom(",", '"', "\r", "\n", "=", "+", "-", "@", "\t", " ", "'", "a", "é", "😀", "\uFEFF"),
      maxLength: 12,
    });
    const text = fc.oneof(fc.string({ unit: "binary", maxLength: 30 }), awkward).filter((value) => !value.includes("\u0000"));
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 15 }), async (messages) => {
        await db.delete(leads);
        await insertLeads(messages.map((message, index) => ({ name: `Lead ${index}`, message, company: message })));
        const rows = await csvOf(await exportLeads(browser.request(leadsUrl()), undefined));
        expect(rows).toHaveLength(messages.length);
        rows.forEach((row, index) => {
          const expected = isFormulaLike(messages[index]!) ? `'${messages[index]}` : messages[index];
          expect(row.Message).toBe(expected);
          expect(row.Company).toBe(expected);
        });
      }),
      { numRuns: 40 },
    );
  });

  it("guards cells that a spreadsheet would run as formulas", async () => {
    await insertLeads([{ name: '=HYPERLINK("http://evil.example","click")', company: "+1+1", message: "@SUM(A1)", phone: "-5" }]);
    const browser = await signedInBrowser(db, adminId);
    const [row] = await csvOf(await exportLeads(browser.request(leadsUrl()), undefined));
    expect(row).toMatchObject({
      Name: '\'=HYPERLINK("http://evil.example","click")',
      Company: "'+1+1",
      Message: "'@SUM(A1)",
      Phone: "'-5",
    });
  });

  it("streams 10,000 leads from an open cursor instead of loading them first", async () => {
    // 10,000 leads with a 1 KB message each: about 11 MB of CSV.
    await db.execute(sql`
      insert into leads (name, email, source, message, created_at)
      select 'Stream ' || g, 'stream' || g || '@example.com', 'contact_form', repeat('x', 1000),
             now() - make_interval(secs => g)
      from generate_series(1, 10000) g`);
    const browser = await signedInBrowser(db, adminId);
    const response = await exportLeads(browser.request(leadsUrl()), undefined);
    const reader = response.body!.getReader();

    const first = await reader.read();
    expect(first.done).toBe(false);
    // The first bytes are out while the query is still open on the server...
    expect(await openExportQueries()).toBe(1);
    // ...and it stays open, not read ahead, while nobody reads: memory is bounded by a batch.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await openExportQueries()).toBe(1);

    let bytes = first.value!.byteLength;
    let chunks = 1;
    const parts = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      bytes += next.value.byteLength;
      chunks += 1;
      parts.push(next.value);
    }
    expect(first.value!.byteLength).toBeLessThan(bytes / 20);
    expect(chunks).toBeGreaterThan(20);
    const rows = readCsv(new TextDecoder().decode(Buffer.concat(parts)));
    expect(rows).toHaveLength(10_000);
    expect(rows[0]!.Name).toBe("Stream 1");
    expect(rows[9_999]!.Name).toBe("Stream 10000");
    await waitFor(async () => (await openExportQueries()) === 0);
  });

  it("closes the cursor when the download is cancelled half way", async () => {
    await db.execute(sql`
      insert into leads (name, email, source, message)
      select 'Stream ' || g, 'stream' || g || '@example.com', 'contact_form', repeat('x', 1000)
      from generate_series(1, 5000) g`);
    const browser = await signedInBrowser(db, adminId);
    const response = await exportLeads(browser.request(leadsUrl()), undefined);
    const reader = response.body!.getReader();
    await reader.read();
    expect(await openExportQueries()).toBe(1);
    await reader.cancel();
    await waitFor(async () => (await openExportQueries()) === 0);
    // The pool is healthy afterwards.
    expect((await csvOf(await exportLeads(browser.request(leadsUrl("?q=Stream%201")), undefined))).length).toBeGreaterThan(0);
  });
});

describe("the invoices export", () => {
  const form = (clientName: string, dueDate: string) => ({
    clientName,
    clientEmail: `${clientName.toLowerCase().replace(/\s+/g, ".")}@example.com`,
    clientAddress: "",
    issueDate: "2026-01-01",
    dueDate,
    taxRate: 8.25,
    items: [{ description: "Brand strategy workshop", quantity: 2, unitPrice: 150 }],
    description: "",
    notes: "",
    paymentMethod: "",
  });

  it("holds every invoice the Billing tab matches, 'overdue' by the date rule", async () => {
    const today = agencyToday();
    const past = "2026-01-15";
    const make = async (name: string, dueDate: string, status?: "sent" | "paid" | "cancelled") => {
      const values = form(name, dueDate);
      const clientId = await clientIdFor(db, values.clientEmail, name);
      const { id } = await createInvoice(db, { ...values, clientId, projectId: null }, adminId, today);
      if (status) await updateInvoiceStatus(db, id, status, adminId, today);
    };
    await make("Late Draft", past);
    await make("Late Sent", past, "sent");
    await make("Paid Late", past, "paid");
    await make("Cancelled Late", past, "cancelled");
    await make("Future Sent", "2999-01-01", "sent");
    const browser = await signedInBrowser(db, adminId);
    for (const [query, filter] of [
      ["", { q: "", status: undefined }],
      ["?status=overdue", { q: "", status: "overdue" }],
      ["?status=sent", { q: "", status: "sent" }],
      ["?q=late", { q: "late", status: undefined }],
      ["?q=late&status=overdue", { q: "late", status: "overdue" }],
    ] as const) {
      const rows = await csvOf(await exportInvoices(browser.request(invoicesUrl(query)), undefined));
      const listed = await listInvoices(db, { ...filter, page: 1 }, today, 100);
      expect(
        rows.map((row) => row["Client Name"]),
        query,
      ).toEqual(listed.rows.map((invoice) => invoice.clientName));
    }
    const overdue = await csvOf(await exportInvoices(browser.request(invoicesUrl("?status=overdue")), undefined));
    expect(overdue.map((row) => [row["Client Name"], row.Overdue]).sort()).toEqual([
      ["Late Draft", "yes"],
      ["Late Sent", "yes"],
    ]);
    const [paid] = await csvOf(await exportInvoices(browser.request(invoicesUrl("?status=paid")), undefined));
    expect(paid).toMatchObject({
      Status: "paid",
      Overdue: "no",
      "Paid Date": today,
      Subtotal: "300.00",
      "Tax Rate (%)": "8.25",
      Tax: "24.75",
      Total: "324.75",
      "Amount Paid": "324.75",
      Balance: "0.00",
    });
    expect(paid!["Invoice #"]).toMatch(/^INV-\d{4}-\d{4}$/);
  });
});
