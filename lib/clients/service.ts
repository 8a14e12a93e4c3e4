// No "server-only" marker: the seed (plain Node with tsx) makes its clients with createClient too;
// components still cannot import it (serverOnlyLibModules in eslint.config.mjs).
import { and, asc, eq, ne, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { clientContacts, clients, type Client } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import { isUniqueViolation } from "@/lib/log/driver-error";

import { normalizedEmail, type ClientInput } from "./schema";

export const CLIENT_GONE = "This client no longer exists.";
export const duplicateContactEmail = (email: string) => `Two contacts of this client have the email ${email.trim()}.`;

/** What an admin chooses a client by, and what an invoice's bill-to starts from. */
export type ClientChoice = Pick<Client, "id" | "displayName" | "company" | "billingEmail" | "billingAddress">;

export const clientChoiceColumns = {
  id: clients.id,
  displayName: clients.displayName,
  company: clients.company,
  billingEmail: clients.billingEmail,
  billingAddress: clients.billingAddress,
};

const textOrNull = (value: string) => (value.trim() === "" ? null : value.trim());

/**
 * Holds, until the transaction ends, the right to make a client for this email: two conversions of
 * leads with the same email made at once then find one client instead of making two.
 */
export async function lockClientEmail(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`client-email:${normalizedEmail(email)}`}, 0))`);
}

/**
 * The clients with this normalized email as their billing email or any contact's. A union, not an
 * OR: each side keeps its lower(trim(email)) index (an OR read all the clients, 80 ms at 20,000).
 */
const clientIdsWithEmail = (key: string) => sql`${clients.id} in (
  select ${clients.id} from ${clients} where lower(trim(${clients.billingEmail})) = ${key}
  union
  select ${clientContacts.clientId} from ${clientContacts} where lower(trim(${clientContacts.email})) = ${key})`;

/** The oldest client with this email as its billing email or any contact's email (trimmed, any case), or null. */
export async function findClientByEmail(db: Db, email: string): Promise<ClientChoice | null> {
  const [row] = await db
    .select(clientChoiceColumns)
    .from(clients)
    .where(clientIdsWithEmail(normalizedEmail(email)))
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(1);
  return row ?? null;
}

/** How many other clients the client form names when an email it is given is already theirs. */
export const EMAIL_USERS_LIMIT = 3;

/**
 * The display names of the clients (but `exceptClientId`) that already have this email, oldest
 * first: the client form says so, without refusing, since one person may work for two clients.
 */
export async function clientsUsingEmail(db: Db, email: string, exceptClientId?: string): Promise<string[]> {
  const rows = await db
    .select({ displayName: clients.displayName })
    .from(clients)
    .where(and(clientIdsWithEmail(normalizedEmail(email)), exceptClientId ? ne(clients.id, exceptClientId) : undefined))
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(EMAIL_USERS_LIMIT);
  return rows.map((row) => row.displayName);
}

/** One client's choice fields, or a refusal naming it gone (a client deleted while a form was open). */
export async function getClientChoice(db: Db, id: string): Promise<ClientChoice> {
  const [row] = await db.select(clientChoiceColumns).from(clients).where(eq(clients.id, id));
  if (!row) throw new UserFacingError(CLIENT_GONE);
  return row;
}

/** The first email two contacts share (compared as the unique index compares them), or null. */
function sharedContactEmail(input: ClientInput): string | null {
  const seen = new Set<string>();
  for (const contact of input.contacts) {
    const key = normalizedEmail(contact.email);
    if (seen.has(key)) return contact.email;
    seen.add(key);
  }
  return null;
}

export type ClientCreation = {
  /** The audit entry's words when the client comes from another step ("Client created from lead: ..."). */
  description?: string;
  metadata?: Record<string, string | number | boolean | null>;
};

/**
 * A client with its contacts and one 'created' audit entry, in one transaction (the caller's, when
 * `db` is one: a lead's conversion makes its client inside its own). Two contacts with one email
 * (any case, any spacing) are refused with a message, whoever called.
 */
export async function createClient(db: Db, input: ClientInput, actorId: string | null, how: ClientCreation = {}): Promise<Client> {
  const shared = sharedContactEmail(input);
  if (shared !== null) throw new UserFacingError(duplicateContactEmail(shared));
  if (input.contacts.filter((contact) => contact.isPrimary).length !== 1) {
    throw new UserFacingError("Mark exactly one contact as primary.");
  }
  try {
    return await db.transaction(async (tx) => {
      const [client] = await tx
        .insert(clients)
        .values({
          kind: input.kind,
          displayName: input.displayName.trim(),
          company: textOrNull(input.company),
          billingEmail: input.billingEmail.trim(),
          billingAddress: textOrNull(input.billingAddress),
          phone: textOrNull(input.phone),
          taxId: textOrNull(input.taxId),
          notes: textOrNull(input.notes),
        })
        .returning();
      await tx.insert(clientContacts).values(
        input.contacts.map((contact) => ({
          clientId: client!.id,
          name: contact.name.trim(),
          email: contact.email.trim(),
          phone: textOrNull(contact.phone),
          role: textOrNull(contact.role),
          isPrimary: contact.isPrimary,
        })),
      );
      await logActivity(tx, {
        entityType: "client",
        entityId: client!.id,
        entityName: client!.displayName,
        action: "created",
        description: how.description ?? `Client created: ${client!.displayName}`,
        performedBy: actorId,
        metadata: { contacts: input.contacts.length, ...how.metadata },
      });
      return client!;
    });
  } catch (error) {
    // The check above sees this first; the index still answers for a caller that raced it.
    if (isUniqueViolation(error, "client_contacts_client_email_key"))
      throw new UserFacingError("Two contacts of this client share an email.");
    throw error;
  }
}

/** What a lead needs to become a client: SPEC's lead fields. */
export type LeadAsClient = { id: string; name: string; email: string; phone: string | null; company: string | null };

/** The client a lead's conversion would make: named after its company (else its person), the person as primary contact. */
export function clientFromLead(lead: LeadAsClient): ClientInput {
  const company = lead.company?.trim() ?? "";
  return {
    kind: company ? "company" : "person",
    displayName: company || lead.name.trim(),
    company,
    billingEmail: lead.email.trim(),
    billingAddress: "",
    phone: lead.phone?.trim() ?? "",
    taxId: "",
    notes: "",
    contacts: [{ name: lead.name.trim(), email: lead.email.trim(), phone: lead.phone?.trim() ?? "", role: "", isPrimary: true }],
  };
}

/**
 * The client a converting lead belongs to, inside the conversion's transaction: the oldest client
 * with the lead's email, else a new one made from the lead (with its own audit entry), named
 * `displayName` when one is given.
 */
export async function clientForLead(
  tx: Db,
  lead: LeadAsClient,
  actorId: string,
  displayName = "",
): Promise<{ client: ClientChoice; created: boolean }> {
  await lockClientEmail(tx, lead.email);
  const existing = await findClientByEmail(tx, lead.email);
  if (existing) return { client: existing, created: false };
  const fromLead = clientFromLead(lead);
  const created = await createClient(tx, { ...fromLead, displayName: displayName.trim() || fromLead.displayName }, actorId, {
    description: `Client created from lead: ${lead.name}`,
    metadata: { lead_id: lead.id },
  });
  return { client: created, created: true };
}
