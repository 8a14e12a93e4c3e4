import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { activityLog, clientContacts, clients, invoices, leads, projects } from "@/db/schema";
import { PROJECT_OF_ANOTHER_CLIENT, createInvoice } from "@/lib/billing/invoices/service";
import { clientsUsingEmailAction, createClientAction, searchClientsAction } from "@/lib/clients/actions";
import { CLIENT_PICKER_LIMIT, searchClientOptions } from "@/lib/clients/picker-queries";
import { clientFormSchema } from "@/lib/clients/schema";
import { CLIENT_GONE, clientsUsingEmail, createClient, EMAIL_USERS_LIMIT, findClientByEmail } from "@/lib/clients/service";
import { conversionClientPlan, convertLeadToProject } from "@/lib/leads/service";
import { leadConversionSchema, projectFormSchema, type LeadConversionFormValues } from "@/lib/projects/schema";
import { createProject, updateProject } from "@/lib/projects/service";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { clientForm } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { invoiceForm } from "../support/invoices";
import { projectForm } from "../support/projects";
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

const newClient = (changes: Parameters<typeof clientForm>[0] = {}) =>
  createClient(db, clientFormSchema.parse(clientForm(changes)), adminId);

async function insertLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await db
    .insert(leads)
    .values({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "303-555-0199",
      company: "Analytical Engines",
      source: "contact_form",
      status: "qualified",
      ...values,
    })
    .returning();
  return lead!;
}

const conversion = (leadId: string, changes: Partial<LeadConversionFormValues> = {}) =>
  leadConversionSchema.parse({
    leadId,
    title: "Brand Refresh",
    status: "planning",
    description: "",
    startDate: "",
    endDate: "",
    fixedPrice: 0,
    hourlyRate: 150,
    estimatedHours: 0,
    services: "",
    deliverables: "",
    notes: "",
    ...changes,
  });

describe("createClient", () => {
  it("stores the client, its contacts with one primary, and one audit entry", async () => {
    const client = await newClient();
    expect(client).toMatchObject({
      displayName: "Lee Outfitters",
      kind: "company",
      billingEmail: "billing@leeoutfitters.example",
      taxId: null,
    });
    const contacts = await db.select().from(clientContacts).where(eq(clientContacts.clientId, client.id)).orderBy(clientContacts.name);
    expect(contacts.map((contact) => [contact.name, contact.email, contact.role, contact.isPrimary])).toEqual([
      ["Jordan Lee", "jordan@leeoutfitters.example", "Owner", true],
      ["Sam Ortiz", "sam@leeoutfitters.example", "Accounts", false],
    ]);
    const entries = await db.select().from(activityLog).where(eq(activityLog.entityId, client.id));
    expect(entries).toMatchObject([{ entityType: "client", action: "created", entityName: "Lee Outfitters", performedBy: adminId }]);
  });

  it("refuses two contacts with one email in other case and spacing, with a message, and stores nothing", async () => {
    const contacts = [
      { name: "Jordan Lee", email: "jordan@leeoutfitters.example", phone: "", role: "", isPrimary: true },
      { name: "J. Lee", email: "  JORDAN@LeeOutfitters.example ", phone: "", role: "", isPrimary: false },
    ];
    // The form's schema says so under the second contact's email...
    const parsed = clientFormSchema.safeParse(clientForm({ contacts }));
    expect(parsed.error?.issues).toMatchObject([
      { path: ["contacts", 1, "email"], message: "Another contact of this client has this email." },
    ]);
    // ...and the service refuses it from any caller that skips the form.
    const input = {
      ...clientFormSchema.parse(clientForm()),
      contacts: contacts.map((contact) => ({ ...contact, email: contact.email.trim() })),
    };
    await expect(createClient(db, input, adminId)).rejects.toThrow(
      "Two contacts of this client have the email JORDAN@LeeOutfitters.example.",
    );
    expect(await db.select().from(clients)).toEqual([]);
    expect(await db.select().from(activityLog).where(eq(activityLog.entityType, "client"))).toEqual([]);
  });

  it("writes its audit entry in the caller's transaction: both roll back together", async () => {
    await expect(
      db.transaction(async (tx) => {
        await createClient(tx, clientFormSchema.parse(clientForm()), adminId);
        throw new Error("a later step failed");
      }),
    ).rejects.toThrow("a later step failed");
    expect(await db.select().from(clients)).toEqual([]);
    expect(await db.select().from(clientContacts)).toEqual([]);
    expect(await db.select().from(activityLog).where(eq(activityLog.entityType, "client"))).toEqual([]);
  });

  it("the create action answers the picker's option, and field errors for bad input without storing anything", async () => {
    await signedInBrowser(db, adminId);
    const saved = await createClientAction(clientForm());
    expect(saved.data).toMatchObject({
      label: "Lee Outfitters",
      billingEmail: "billing@leeoutfitters.example",
      billingAddress: "12 Walnut St, Boulder, CO",
    });
    const refused = await createClientAction(clientForm({ displayName: "", billingEmail: "nope" }));
    expect(refused.serverError).toBeUndefined();
    expect(refused.validationErrors).toMatchObject({ displayName: { _errors: ["Display name is required."] }, billingEmail: {} });
    expect(await db.select().from(clients)).toHaveLength(1);
  });
});

describe("findClientByEmail and the picker's search", () => {
  it("finds a client by billing or any contact email, trimmed and in any case, the oldest first", async () => {
    const first = await newClient();
    await newClient({ displayName: "Lee Outfitters (dup)", billingEmail: "other@leeoutfitters.example" });
    expect((await findClientByEmail(db, " SAM@leeoutfitters.EXAMPLE "))?.id).toBe(first.id);
    expect((await findClientByEmail(db, "Billing@LeeOutfitters.example"))?.id).toBe(first.id);
    expect((await findClientByEmail(db, "other@LEEOUTFITTERS.example"))?.displayName).toBe("Lee Outfitters (dup)");
    expect(await findClientByEmail(db, "nobody@example.com")).toBeNull();
  });

  it("names the other clients that have an email, oldest first and a few at most, leaving out the one being edited", async () => {
    const first = await newClient();
    const second = await newClient({
      displayName: "Aspen Dental",
      billingEmail: "ap@aspen.example",
      contacts: [{ name: "Sam", email: "Sam@LeeOutfitters.example", phone: "", role: "", isPrimary: true }],
    });
    expect(await clientsUsingEmail(db, " sam@leeoutfitters.EXAMPLE ")).toEqual(["Lee Outfitters", "Aspen Dental"]);
    expect(await clientsUsingEmail(db, "sam@leeoutfitters.example", first.id)).toEqual(["Aspen Dental"]);
    expect(await clientsUsingEmail(db, "ap@aspen.example", second.id)).toEqual([]);
    expect(await clientsUsingEmail(db, "nobody@example.com")).toEqual([]);
    for (let i = 0; i < EMAIL_USERS_LIMIT + 2; i++) await newClient({ displayName: `Zed ${i}`, billingEmail: "shared@zed.example" });
    expect(await clientsUsingEmail(db, "shared@zed.example")).toEqual(["Zed 0", "Zed 1", "Zed 2"]);

    await signedInBrowser(db, adminId);
    expect((await clientsUsingEmailAction({ email: "ap@aspen.example" })).data).toEqual(["Aspen Dental"]);
    const refused = await clientsUsingEmailAction({ email: "not an email", exceptClientId: "nope" });
    expect(refused.data).toBeUndefined();
    expect(refused.validationErrors).toMatchObject({ email: { _errors: ["Enter a valid email address."] }, exceptClientId: {} });
  });

  it("searches display name, company and contact emails, a page of at most 10, alphabetically", async () => {
    await newClient();
    await newClient({
      displayName: "Aspen Dental",
      company: "Aspen Dental Group",
      billingEmail: "ap@aspen.example",
      contacts: [{ name: "Mo", email: "mo@front-desk.example", phone: "", role: "", isPrimary: true }],
    });
    const labels = async (q: string) => (await searchClientOptions(db, q)).map((option) => option.label);
    expect(await labels("")).toEqual(["Aspen Dental", "Lee Outfitters"]);
    expect(await labels("outfit")).toEqual(["Lee Outfitters"]);
    expect(await labels("dental group")).toEqual(["Aspen Dental"]);
    expect(await labels("FRONT-DESK")).toEqual(["Aspen Dental"]);
    expect(await labels("100%")).toEqual([]);
    for (let i = 0; i < 12; i++) await newClient({ displayName: `Zed ${String(i).padStart(2, "0")}`, billingEmail: `zed${i}@example.com` });
    expect(await labels("zed")).toHaveLength(CLIENT_PICKER_LIMIT);
    // A broad text (hundreds of matches) takes the other plan and answers the same way: the first ten by name.
    await db.insert(clients).values(
      Array.from({ length: 250 }, (_, i) => ({
        displayName: `Bulk ${String(i).padStart(3, "0")}`,
        billingEmail: `bulk${i}@bulk.example`,
      })),
    );
    expect(await labels("BULK")).toEqual(Array.from({ length: 10 }, (_, i) => `Bulk 00${i}`));
    expect(await labels("e")).toEqual(await labels("")); // every client has an "e" somewhere
    expect(await labels("front-desk")).toEqual(["Aspen Dental"]);
    await signedInBrowser(db, adminId);
    expect((await searchClientsAction({ q: "aspen" })).data).toMatchObject([
      { label: "Aspen Dental", detail: "ap@aspen.example · Aspen Dental Group" },
    ]);
  });
});

describe("converting a lead", () => {
  it("makes the client from the lead (its company, the person as primary contact) and links the lead, in one step", async () => {
    const lead = await insertLead();
    expect(await conversionClientPlan(db, lead.id)).toEqual({ existing: false, name: "Analytical Engines" });
    const project = await convertLeadToProject(db, conversion(lead.id), adminId);

    const [client] = await db.select().from(clients);
    expect(client).toMatchObject({
      kind: "company",
      displayName: "Analytical Engines",
      company: "Analytical Engines",
      billingEmail: "ada@example.com",
    });
    expect(
      await db
        .select({
          name: clientContacts.name,
          email: clientContacts.email,
          phone: clientContacts.phone,
          isPrimary: clientContacts.isPrimary,
        })
        .from(clientContacts),
    ).toEqual([{ name: "Ada Lovelace", email: "ada@example.com", phone: "303-555-0199", isPrimary: true }]);
    expect(project).toMatchObject({
      clientId: client!.id,
      clientName: "Analytical Engines",
      clientEmail: "ada@example.com",
      leadId: lead.id,
    });
    const [linked] = await db.select({ clientId: leads.clientId, status: leads.status }).from(leads).where(eq(leads.id, lead.id));
    expect(linked).toEqual({ clientId: client!.id, status: "won" });
    const [made] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "client"), eq(activityLog.entityId, client!.id)));
    expect(made).toMatchObject({
      action: "created",
      description: "Client created from lead: Ada Lovelace",
      metadata: { lead_id: lead.id },
    });
  });

  it("a lead without a company becomes a person client named after them", async () => {
    const lead = await insertLead({ company: null });
    await convertLeadToProject(db, conversion(lead.id), adminId);
    expect(await db.select({ kind: clients.kind, displayName: clients.displayName }).from(clients)).toEqual([
      { kind: "person", displayName: "Ada Lovelace" },
    ]);
  });

  it("names the client it makes as the dialog asked, and never renames an existing client", async () => {
    const lead = await insertLead();
    const project = await convertLeadToProject(db, conversion(lead.id, { clientName: "  Analytical Engines Ltd " }), adminId);
    expect(project.clientName).toBe("Analytical Engines Ltd");
    expect(await db.select({ kind: clients.kind, displayName: clients.displayName, company: clients.company }).from(clients)).toEqual([
      { kind: "company", displayName: "Analytical Engines Ltd", company: "Analytical Engines" },
    ]);

    const again = await insertLead({ name: "Ada L.", email: "ada@EXAMPLE.com" });
    const linked = await convertLeadToProject(db, conversion(again.id, { clientName: "Another Name" }), adminId);
    expect(linked.clientName).toBe("Analytical Engines Ltd");
    expect(await db.select({ displayName: clients.displayName }).from(clients)).toEqual([{ displayName: "Analytical Engines Ltd" }]);
    expect(leadConversionSchema.safeParse({ ...conversion(lead.id), clientName: "x".repeat(201) }).success).toBe(false);
  });

  it("links the existing client whose contact has the lead's email in other case, and makes none", async () => {
    const existing = await newClient({
      contacts: [{ name: "Ada L.", email: "ADA@Example.com", phone: "", role: "", isPrimary: true }],
    });
    const lead = await insertLead({ email: " ada@example.COM" });
    expect(await conversionClientPlan(db, lead.id)).toEqual({ existing: true, name: "Lee Outfitters" });
    const project = await convertLeadToProject(db, conversion(lead.id), adminId);
    expect(await db.select({ id: clients.id }).from(clients)).toEqual([{ id: existing.id }]);
    expect(project).toMatchObject({ clientId: existing.id, clientName: "Lee Outfitters", clientEmail: "billing@leeoutfitters.example" });
    const [linked] = await db.select({ clientId: leads.clientId }).from(leads).where(eq(leads.id, lead.id));
    expect(linked!.clientId).toBe(existing.id);
    const entries = await db.select().from(activityLog).where(eq(activityLog.entityType, "client"));
    expect(entries).toHaveLength(1); // the existing client's creation only
  });

  it("two leads with one email converted at once make one client between them", async () => {
    const first = await insertLead();
    const second = await insertLead({ name: "Ada L.", email: "ADA@example.com" });
    await Promise.all([convertLeadToProject(db, conversion(first.id), adminId), convertLeadToProject(db, conversion(second.id), adminId)]);
    const made = await db.select({ id: clients.id }).from(clients);
    expect(made).toHaveLength(1);
    const linked = await db.select({ clientId: leads.clientId }).from(leads);
    expect(linked).toEqual([{ clientId: made[0]!.id }, { clientId: made[0]!.id }]);
  });

  it("a failed conversion leaves no client behind", async () => {
    const lead = await insertLead();
    await expect(
      convertLeadToProject(db, conversion(lead.id), adminId, {
        afterProjectInsert: async () => {
          throw new Error("kickoff note failed");
        },
      }),
    ).rejects.toThrow("kickoff note failed");
    expect(await db.select().from(clients)).toEqual([]);
    const [after] = await db.select({ clientId: leads.clientId, status: leads.status }).from(leads);
    expect(after).toEqual({ clientId: null, status: "qualified" });
  });
});

describe("projects and invoices with their client", () => {
  it("a project takes its client's name and billing email, and follows a change of client", async () => {
    const lee = await newClient();
    const aspen = await newClient({ displayName: "Aspen Dental", billingEmail: "ap@aspen.example" });
    const project = await createProject(db, projectFormSchema.parse(projectForm({ clientId: lee.id })), adminId);
    expect(project).toMatchObject({ clientId: lee.id, clientName: "Lee Outfitters", clientEmail: "billing@leeoutfitters.example" });
    const moved = await updateProject(db, { ...projectFormSchema.parse(projectForm({ clientId: aspen.id })), id: project.id }, adminId);
    expect(moved).toMatchObject({ clientId: aspen.id, clientName: "Aspen Dental", clientEmail: "ap@aspen.example" });
  });

  it("a project for a client that is gone is refused with a message", async () => {
    await expect(
      createProject(db, projectFormSchema.parse(projectForm({ clientId: "00000000-0000-4000-8000-000000000bad" })), adminId),
    ).rejects.toThrow(CLIENT_GONE);
    expect(await db.select().from(projects)).toEqual([]);
  });

  it("an invoice keeps its client, its own bill-to and one of that client's projects; another client's project is refused", async () => {
    const lee = await newClient();
    const aspen = await newClient({ displayName: "Aspen Dental", billingEmail: "ap@aspen.example" });
    const leeProject = await createProject(db, projectFormSchema.parse(projectForm({ clientId: lee.id })), adminId);
    const created = await createInvoice(
      db,
      invoiceForm({ clientId: lee.id, projectId: leeProject.id, clientName: "Lee Outfitters, Accounts" }),
      adminId,
      "2026-03-01",
    );
    const [row] = await db.select().from(invoices).where(eq(invoices.id, created.id));
    expect(row).toMatchObject({ clientId: lee.id, projectId: leeProject.id, clientName: "Lee Outfitters, Accounts" });

    await expect(createInvoice(db, invoiceForm({ clientId: aspen.id, projectId: leeProject.id }), adminId, "2026-03-01")).rejects.toThrow(
      PROJECT_OF_ANOTHER_CLIENT,
    );
    expect(await db.select().from(invoices)).toHaveLength(1);
  });
});
