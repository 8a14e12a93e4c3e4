import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { clientContacts, clients, invoicePayments, invoices, projects } from "@/db/schema";
import type { ClientFormValues } from "@/lib/clients/schema";

/**
 * The id of the client billed at `email` (trimmed, any case), made with one primary contact when
 * there is none: fixtures that insert projects or invoices straight into the tables need one.
 */
export async function clientIdFor(db: Db, email: string, name = "Ada Park"): Promise<string> {
  const [found] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(sql`lower(trim(${clients.billingEmail})) = ${email.trim().toLowerCase()}`)
    .orderBy(clients.createdAt, clients.id)
    .limit(1);
  if (found) return found.id;
  const [client] = await db.insert(clients).values({ displayName: name, billingEmail: email.trim() }).returning({ id: clients.id });
  await db.insert(clientContacts).values({ clientId: client!.id, name, email: email.trim(), isPrimary: true });
  return client!.id;
}

/** The fixed id of the client the project form fixture names (insertFixtureClient makes it). */
export const FIXTURE_CLIENT_ID = "00000000-0000-4000-8000-00000000c11e";

/** Lee Outfitters, billed at jordan@example.com, under FIXTURE_CLIENT_ID; harmless to call twice. */
export async function insertFixtureClient(db: Db): Promise<string> {
  await db
    .insert(clients)
    .values({ id: FIXTURE_CLIENT_ID, displayName: "Lee Outfitters", billingEmail: "jordan@example.com" })
    .onConflictDoNothing();
  await db
    .insert(clientContacts)
    .values({ clientId: FIXTURE_CLIENT_ID, name: "Jordan Lee", email: "jordan@example.com", isPrimary: true })
    .onConflictDoNothing();
  return FIXTURE_CLIENT_ID;
}

/** The client form as a browser sends it; pass the fields a test cares about. */
export const clientForm = (changes: Partial<ClientFormValues> = {}): ClientFormValues => ({
  kind: "company",
  displayName: "Lee Outfitters",
  company: "Lee Outfitters LLC",
  billingEmail: "billing@leeoutfitters.example",
  billingAddress: "12 Walnut St, Boulder, CO",
  phone: "303-555-0101",
  taxId: "",
  notes: "",
  contacts: [
    { name: "Jordan Lee", email: "jordan@leeoutfitters.example", phone: "", role: "Owner", isPrimary: true },
    { name: "Sam Ortiz", email: "sam@leeoutfitters.example", phone: "", role: "Accounts", isPrimary: false },
  ],
  ...changes,
});

/*
 * Clients and what hangs from them, inserted directly (fixed values, no service), for the Clients
 * section's tests.
 */

type ContactSeed = { name: string; email: string; isPrimary?: boolean; phone?: string | null; role?: string | null };

export async function insertClient(
  db: Db,
  values: { displayName: string; company?: string | null; billingEmail?: string; contacts?: ContactSeed[] },
): Promise<string> {
  const [client] = await db
    .insert(clients)
    .values({
      displayName: values.displayName,
      company: values.company ?? null,
      billingEmail: values.billingEmail ?? `${values.displayName.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
    })
    .returning({ id: clients.id });
  const contacts = values.contacts ?? [];
  if (contacts.length > 0) {
    await db.insert(clientContacts).values(
      contacts.map((contact, index) => ({
        clientId: client!.id,
        name: contact.name,
        email: contact.email,
        phone: contact.phone ?? null,
        role: contact.role ?? null,
        isPrimary: contact.isPrimary ?? index === 0,
      })),
    );
  }
  return client!.id;
}

export async function insertClientProject(
  db: Db,
  clientId: string,
  title: string,
  status: "planning" | "in_progress" | "completed" = "planning",
) {
  const [project] = await db
    .insert(projects)
    .values({ clientId, title, status, clientName: "Frozen Name", clientEmail: "frozen@example.com" })
    .returning({ id: projects.id });
  return project!.id;
}

/** An invoice of `total` issued on `issueDate`, with its payments (amount_paid is their sum, as billing keeps it). */
export async function insertClientInvoice(
  db: Db,
  clientId: string,
  values: {
    number: string;
    issueDate: string;
    total: string;
    status?: "draft" | "sent" | "paid" | "overdue" | "cancelled";
    payments?: { amount: string; paidOn: string; method?: string }[];
  },
) {
  const payments = values.payments ?? [];
  const paidCents = payments.reduce((sum, payment) => sum + Math.round(Number(payment.amount) * 100), 0);
  const [invoice] = await db
    .insert(invoices)
    .values({
      clientId,
      invoiceNumber: values.number,
      clientName: "Frozen Name",
      clientEmail: "frozen@example.com",
      issueDate: values.issueDate,
      dueDate: values.issueDate,
      subtotal: values.total,
      totalAmount: values.total,
      amountPaid: (paidCents / 100).toFixed(2),
      status: values.status ?? "sent",
    })
    .returning({ id: invoices.id });
  if (payments.length > 0) {
    await db.insert(invoicePayments).values(
      payments.map((payment) => ({
        invoiceId: invoice!.id,
        amount: payment.amount,
        paidOn: payment.paidOn,
        method: payment.method ?? null,
      })),
    );
  }
  return invoice!.id;
}
