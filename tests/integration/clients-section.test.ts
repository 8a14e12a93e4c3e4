import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { GET as statementPdf } from "@/app/api/admin/clients/[id]/statement/pdf/route";
import { activityLog, clientContacts, clients, invoices, leads, projects, recurringInvoices } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { OWNER_ONLY } from "@/lib/authentication/guards";
import { mergeClientsAction } from "@/lib/clients/owner-actions";
import { deleteClientAction } from "@/lib/clients/record-actions";
import { getClientMoney, getClientPage, getClientStatement, listClients } from "@/lib/clients/record-queries";
import { CONTACT_EMAIL_TAKEN, deleteClient, mergeClients, updateClient } from "@/lib/clients/records-service";
import { clientFormSchema, type ClientInput } from "@/lib/clients/schema";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { insertClient, insertClientInvoice, insertClientProject } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";

const db = testDb();
const owner = { role: "owner" as const };
const staff = { role: "staff" as const };
let dana: string;
let sam: string;

beforeEach(async () => {
  dana = (await insertDana(db)).id;
  sam = (await insertDana(db, { username: "sam", email: "sam@summitdigital.co", role: "staff" })).id;
});
afterAll(async () => {
  await closeAppDatabase();
});

const page = { q: "", offset: 0, limit: 25 };
const entriesOf = async (entityId: string) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, "client"), eq(activityLog.entityId, entityId)));
const auditCount = async () => (await db.select({ n: count() }).from(activityLog))[0]!.n;

async function insertLead(clientId: string | null, email: string) {
  const [lead] = await db.insert(leads).values({ name: "Lead", email, source: "contact_form", clientId }).returning({ id: leads.id });
  return lead!.id;
}

async function insertRetainer(clientId: string) {
  const [retainer] = await db
    .insert(recurringInvoices)
    .values({
      clientId,
      sourceInvoiceNumber: "INV-R",
      clientName: "Frozen",
      clientEmail: "frozen@example.com",
      totalAmount: "100.00",
      template: {
        clientName: "Frozen",
        clientEmail: "frozen@example.com",
        clientAddress: "",
        description: "",
        notes: "",
        paymentMethod: "",
        taxRate: 0,
        items: [{ description: "Retainer", quantity: 1, unitPrice: 100 }],
      },
      frequency: "month",
      startDate: "2026-01-01",
      dueDays: 30,
      status: "paused",
    })
    .returning({ id: recurringInvoices.id });
  return retainer!.id;
}

describe("the client list", () => {
  it("finds a client by any contact's email in another case, and by company", async () => {
    const aspen = await insertClient(db, {
      displayName: "Aspen Dental",
      company: "Aspen Dental Group LLC",
      contacts: [
        { name: "Pat Primary", email: "pat@aspen.example" },
        { name: "Robin Second", email: "Robin.Books@Aspen.example", isPrimary: false },
      ],
    });
    await insertClient(db, { displayName: "Boulder Bikes", contacts: [{ name: "Kim", email: "kim@bikes.example" }] });

    const byContact = await listClients(db, { ...page, q: "ROBIN.BOOKS@aspen" }, owner);
    expect(byContact.rows.map((row) => row.id)).toEqual([aspen]);
    expect(byContact.total).toBe(1);
    expect(byContact.rows[0]!.primaryContact).toEqual({ name: "Pat Primary", email: "pat@aspen.example" });

    expect((await listClients(db, { ...page, q: "group llc" }, owner)).rows.map((row) => row.id)).toEqual([aspen]);
    expect((await listClients(db, { ...page, q: "nobody-here" }, owner)).total).toBe(0);
    const all = await listClients(db, page, owner);
    expect(all.rows.map((row) => row.displayName)).toEqual(["Aspen Dental", "Boulder Bikes"]);
    expect(all.total).toBe(2);
  });

  it("pages a broad search by name and still finds a client by its contact's email alone", async () => {
    await db
      .insert(clients)
      .values(
        Array.from({ length: 230 }, (_, i) => ({ displayName: `Broadway ${String(i).padStart(3, "0")}`, billingEmail: `b${i}@x.example` })),
      );
    const zed = await insertClient(db, { displayName: "Zed Only", contacts: [{ name: "Zed", email: "zed.BROADWAY@y.example" }] });
    const first = await listClients(db, { ...page, q: "broadway" }, staff);
    expect(first.total).toBe(231);
    expect(first.atLeast).toBeUndefined();
    expect(first.rows.map((row) => row.displayName).slice(0, 2)).toEqual(["Broadway 000", "Broadway 001"]);
    const last = await listClients(db, { q: "broadway", offset: 225, limit: 25 }, staff);
    expect(last.rows).toHaveLength(6);
    expect(last.rows.at(-1)!.id).toBe(zed);
  });

  it("stops counting a very broad search at 1,000 past the page", async () => {
    await db.execute(sql`insert into clients (display_name, billing_email)
      select 'Capstone ' || g, 'c' || g || '@x.example' from generate_series(1, 1005) g`);
    const result = await listClients(db, { ...page, q: "capstone" }, staff);
    expect(result).toMatchObject({ total: 1000, atLeast: true });
    expect(result.rows).toHaveLength(25);
  });

  it("counts open projects and, for owners, the open invoices' balance and the last payment", async () => {
    const client = await insertClient(db, { displayName: "Cedar Co", contacts: [{ name: "Cy", email: "cy@cedar.example" }] });
    await insertClientProject(db, client, "One", "planning");
    await insertClientProject(db, client, "Two", "in_progress");
    await insertClientProject(db, client, "Done", "completed");
    await insertClientInvoice(db, client, {
      number: "INV-1",
      issueDate: "2026-01-05",
      total: "100.00",
      status: "sent",
      payments: [{ amount: "40.00", paidOn: "2026-01-20" }],
    });
    await insertClientInvoice(db, client, { number: "INV-2", issueDate: "2026-02-01", total: "50.25", status: "overdue" });
    await insertClientInvoice(db, client, {
      number: "INV-3",
      issueDate: "2026-01-02",
      total: "200.00",
      status: "paid",
      payments: [{ amount: "200.00", paidOn: "2026-02-10" }],
    });
    await insertClientInvoice(db, client, { number: "INV-4", issueDate: "2026-01-03", total: "70.00", status: "cancelled" });

    const [row] = (await listClients(db, page, owner)).rows;
    expect(row!.openProjects).toBe(2);
    // 100.00 - 40.00 + 50.25; paid and cancelled invoices owe nothing.
    expect(row!.money).toEqual({ balanceDueCents: 11025, lastPaymentDate: "2026-02-10" });

    const [staffRow] = (await listClients(db, page, staff)).rows;
    expect(staffRow!.openProjects).toBe(2);
    expect(staffRow).not.toHaveProperty("money");
  });
});

describe("deleting a client", () => {
  it("is refused while projects and invoices link to it, saying what links", async () => {
    const client = await insertClient(db, { displayName: "Linked", contacts: [{ name: "L", email: "l@linked.example" }] });
    await insertClientProject(db, client, "A");
    await insertClientProject(db, client, "B");
    await insertClientInvoice(db, client, { number: "INV-9", issueDate: "2026-01-01", total: "10.00" });
    const before = await auditCount();

    await expect(deleteClient(db, client, dana)).rejects.toThrow(new UserFacingError("This client has 2 projects and 1 invoice."));
    expect(await db.select().from(clients).where(eq(clients.id, client))).toHaveLength(1);
    expect(await auditCount()).toBe(before);

    // The action gives the same words to the admin who asked.
    await signedInBrowser(db, sam);
    expect((await deleteClientAction({ id: client }))?.serverError).toBe("This client has 2 projects and 1 invoice.");
  });

  it("deletes an unlinked client with its contacts, and records it", async () => {
    const client = await insertClient(db, { displayName: "Lonely", contacts: [{ name: "L", email: "l@lonely.example" }] });
    await deleteClient(db, client, dana);
    expect(await db.select().from(clients).where(eq(clients.id, client))).toHaveLength(0);
    expect(await db.select().from(clientContacts).where(eq(clientContacts.clientId, client))).toHaveLength(0);
    const [entry] = await entriesOf(client);
    expect(entry).toMatchObject({ action: "deleted", entityName: "Lonely", performedBy: dana });
  });
});

describe("editing a client", () => {
  const fields = {
    kind: "company",
    displayName: "Delta Design",
    company: "Delta Design",
    billingEmail: "billing@delta.example",
    billingAddress: "",
    phone: "",
    taxId: "",
    notes: "",
  } as const;
  const form = (changes: Partial<ClientInput>): ClientInput => clientFormSchema.parse({ ...fields, ...changes });

  it("adds, removes and changes the primary contact, with one audit entry", async () => {
    const client = await insertClient(db, {
      displayName: "Delta",
      contacts: [
        { name: "Ann", email: "ann@delta.example" },
        { name: "Bob", email: "bob@delta.example", isPrimary: false },
      ],
    });
    const [ann, bob] = (await getClientPage(db, client, staff))!.client.contacts;
    await updateClient(
      db,
      {
        ...form({
          contacts: [
            { id: bob!.id, name: "Bob", email: "bob@delta.example", phone: "", role: "CEO", isPrimary: true },
            { name: "Cat", email: "cat@delta.example", phone: "", role: "", isPrimary: false },
          ],
        }),
        id: client,
      },
      dana,
    );
    const contacts = (await getClientPage(db, client, staff))!.client.contacts;
    expect(contacts.map((contact) => [contact.name, contact.isPrimary, contact.role])).toEqual([
      ["Bob", true, "CEO"],
      ["Cat", false, null],
    ]);
    expect(contacts.some((contact) => contact.id === ann!.id)).toBe(false);
    const [entry] = await entriesOf(client);
    expect(entry!.action).toBe("updated");
    expect(entry!.changes?.display_name).toEqual({ old: "Delta", new: "Delta Design" });
    expect(entry!.changes?.contacts?.new).toEqual(["Bob <bob@delta.example> (primary)", "Cat <cat@delta.example>"]);
  });

  it("lets two contacts swap emails, and refuses one email twice without case", async () => {
    const client = await insertClient(db, {
      displayName: "Echo",
      contacts: [
        { name: "Ann", email: "ann@echo.example" },
        { name: "Bob", email: "bob@echo.example", isPrimary: false },
      ],
    });
    const [ann, bob] = (await getClientPage(db, client, staff))!.client.contacts;
    await updateClient(
      db,
      {
        ...form({
          contacts: [
            { id: ann!.id, name: "Ann", email: "bob@echo.example", phone: "", role: "", isPrimary: true },
            { id: bob!.id, name: "Bob", email: "ann@echo.example", phone: "", role: "", isPrimary: false },
          ],
        }),
        id: client,
      },
      dana,
    );
    const emails = (await getClientPage(db, client, staff))!.client.contacts.map((contact) => [contact.name, contact.email]);
    expect(emails).toEqual([
      ["Ann", "bob@echo.example"],
      ["Bob", "ann@echo.example"],
    ]);

    const twice = clientFormSchema.safeParse({
      ...fields,
      contacts: [
        { name: "Ann", email: "ann@echo.example", phone: "", role: "", isPrimary: true },
        { name: "Other", email: " ANN@Echo.example ", phone: "", role: "", isPrimary: false },
      ],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual([CONTACT_EMAIL_TAKEN]);
    // Past the form (a crafted request), the database's index refuses it with the same words.
    const crafted = {
      ...form({ contacts: [{ name: "Ann", email: "ann@echo.example", phone: "", role: "", isPrimary: true }] }),
      id: client,
      contacts: [
        { id: ann!.id, name: "Ann", email: "ann@echo.example", phone: "", role: "", isPrimary: true },
        { name: "Other", email: "ANN@echo.example", phone: "", role: "", isPrimary: false },
      ],
    };
    await expect(updateClient(db, crafted, dana)).rejects.toThrow(new UserFacingError(CONTACT_EMAIL_TAKEN));
  });
});

describe("merging two clients", () => {
  it("moves every link, joins the contacts (one email once), deletes the other, with one audit entry", async () => {
    const keep = await insertClient(db, {
      displayName: "Keep Inc",
      contacts: [{ name: "Kay", email: "kay@keep.example" }],
    });
    const other = await insertClient(db, {
      displayName: "Keep Incorporated",
      contacts: [
        { name: "Kay again", email: "KAY@keep.example" },
        { name: "Lou", email: "lou@keep.example", isPrimary: false },
      ],
    });
    const project = await insertClientProject(db, other, "Moved project");
    const invoice = await insertClientInvoice(db, other, { number: "INV-M", issueDate: "2026-01-01", total: "10.00" });
    const retainer = await insertRetainer(other);
    const lead = await insertLead(other, "lou@keep.example");
    const before = await auditCount();

    const result = await mergeClients(db, { keepId: keep, mergeId: other }, dana);

    expect(result.moved).toEqual({ projects: 1, invoices: 1, retainers: 1, leads: 1, contacts: 1 });
    expect((await db.select().from(projects).where(eq(projects.id, project)))[0]!.clientId).toBe(keep);
    expect((await db.select().from(invoices).where(eq(invoices.id, invoice)))[0]!.clientId).toBe(keep);
    expect((await db.select().from(recurringInvoices).where(eq(recurringInvoices.id, retainer)))[0]!.clientId).toBe(keep);
    expect((await db.select().from(leads).where(eq(leads.id, lead)))[0]!.clientId).toBe(keep);
    expect(await db.select().from(clients).where(eq(clients.id, other))).toHaveLength(0);
    const contacts = await db.select().from(clientContacts).where(eq(clientContacts.clientId, keep));
    expect(contacts.map((contact) => [contact.email, contact.isPrimary]).sort()).toEqual([
      ["kay@keep.example", true],
      ["lou@keep.example", false],
    ]);
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await entriesOf(keep);
    expect(entry).toMatchObject({ action: "merged", performedBy: dana });
    expect(entry!.metadata).toMatchObject({ merged_client_id: other, merged_client_name: "Keep Incorporated", invoices_moved: 1 });
    // The merged client's own history shows on the kept client's page.
    await db
      .insert(activityLog)
      .values({ entityType: "client", entityId: other, action: "created", description: "Client created: Keep Incorporated" });
    const activity = (await getClientPage(db, keep, staff))!.activity.map((row) => row.description);
    expect(activity).toEqual(
      expect.arrayContaining(["Client Keep Incorporated merged into Keep Inc", "Client created: Keep Incorporated"]),
    );
  });

  it("is refused to staff, and changes nothing", async () => {
    const keep = await insertClient(db, { displayName: "Stay" });
    const other = await insertClient(db, { displayName: "Go" });
    await signedInBrowser(db, sam);
    expect((await mergeClientsAction({ keepId: keep, mergeId: other }))?.serverError).toBe(OWNER_ONLY);
    expect(await db.select().from(clients)).toHaveLength(2);

    await signedInBrowser(db, dana);
    expect((await mergeClientsAction({ keepId: keep, mergeId: keep }))?.validationErrors).toBeDefined();
    expect((await mergeClientsAction({ keepId: keep, mergeId: other }))?.serverError).toBeUndefined();
    expect(await db.select().from(clients)).toHaveLength(1);
  });
});

describe("a client's statement", () => {
  async function billedClient() {
    const client = await insertClient(db, { displayName: "Fjord Films" });
    // Before the range: 500 billed, 200 paid: opening balance 300.
    // In the range: 120.50 billed on Jan 10, 300 paid on Jan 15 (the rest of INV-A), 80 billed on Feb 1.
    await insertClientInvoice(db, client, {
      number: "INV-A",
      issueDate: "2025-12-01",
      total: "500.00",
      payments: [
        { amount: "200.00", paidOn: "2025-12-20" },
        { amount: "300.00", paidOn: "2026-01-15" },
      ],
    });
    await insertClientInvoice(db, client, { number: "INV-B", issueDate: "2026-01-10", total: "120.50", status: "overdue" });
    await insertClientInvoice(db, client, { number: "INV-C", issueDate: "2026-02-01", total: "80.00" });
    // After the range, a draft and a cancelled one: none of them on the statement.
    await insertClientInvoice(db, client, { number: "INV-D", issueDate: "2026-03-05", total: "999.00" });
    await insertClientInvoice(db, client, { number: "INV-E", issueDate: "2026-01-11", total: "55.00", status: "draft" });
    await insertClientInvoice(db, client, { number: "INV-F", issueDate: "2026-01-12", total: "66.00", status: "cancelled" });
    return client;
  }

  it("opens with the balance before the range and runs through its invoices and payments", async () => {
    const client = await billedClient();
    const statement = (await getClientStatement(db, client, { from: "2026-01-01", to: "2026-02-28" }, owner))!;
    expect(statement.openingBalanceCents).toBe(30000);
    expect(statement.lines.map((line) => [line.date, line.chargeCents, line.paymentCents, line.balanceCents])).toEqual([
      ["2026-01-10", 12050, 0, 42050],
      ["2026-01-15", 0, 30000, 12050],
      ["2026-02-01", 8000, 0, 20050],
    ]);
    expect(statement).toMatchObject({ totalChargesCents: 20050, totalPaymentsCents: 30000, closingBalanceCents: 20050 });

    const january = (await getClientStatement(db, client, { from: "2026-01-12", to: "2026-01-31" }, owner))!;
    expect(january.openingBalanceCents).toBe(42050);
    expect(january.lines.map((line) => line.reference)).toEqual(["INV-A"]);
    expect(january.closingBalanceCents).toBe(12050);
  });

  it("is the owners': the queries refuse staff, and so does the PDF", async () => {
    const client = await billedClient();
    const range = { from: "2026-01-01", to: "2026-02-28" };
    await expect(getClientStatement(db, client, range, staff)).rejects.toThrow(OWNER_ONLY);
    await expect(getClientMoney(db, client, staff)).rejects.toThrow(OWNER_ONLY);

    const url = (query: string) => new Request(`http://localhost/api/admin/clients/${client}/statement/pdf${query}`);
    const call = async (adminId: string, query: string) => {
      const browser = await signedInBrowser(db, adminId);
      const request = url(query);
      request.headers.set("cookie", `admin_session=${encodeURIComponent(browser.sessionCookie!)}`);
      return statementPdf(request, { params: Promise.resolve({ id: client }) });
    };
    expect((await call(sam, "?from=2026-01-01&to=2026-02-28")).status).toBe(403);

    const pdf = await call(dana, "?from=2026-01-01&to=2026-02-28");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const bad = await call(dana, "?from=2026-02-30");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "From must be a date written as YYYY-MM-DD." });
    const backwards = await call(dana, "?from=2026-03-01&to=2026-02-01");
    expect(await backwards.json()).toEqual({ error: "From must be on or before To." });
  });

  it("shows staff a client page without invoices, payments or invoice activity", async () => {
    const client = await billedClient();
    await db.insert(activityLog).values([
      { entityType: "client", entityId: client, action: "created", description: "Client created: Fjord Films" },
      {
        entityType: "invoice",
        entityId: (await db.select().from(invoices).where(eq(invoices.invoiceNumber, "INV-B")))[0]!.id,
        action: "created",
        description: "Invoice INV-B created: $120.50",
      },
    ]);
    const forStaff = (await getClientPage(db, client, staff))!;
    expect(forStaff).not.toHaveProperty("money");
    expect(forStaff.activity.map((entry) => entry.entityType)).toEqual(["client"]);
    const forOwner = (await getClientPage(db, client, owner))!;
    expect(forOwner.money?.invoices).toHaveLength(6);
    expect(forOwner.activity.map((entry) => entry.entityType).sort()).toEqual(["client", "invoice"]);
  });
});
