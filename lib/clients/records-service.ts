import "server-only";

import { and, asc, count, eq, inArray, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { clientContacts, clients, invoices, leads, projects, recurringInvoices } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import { isUniqueViolation } from "@/lib/log/driver-error";

import { clientLinksMessage, contactLines, type ClientLinks } from "./links";
import type { ClientMergeInput } from "./record-schema";
import { normalizedEmail, type ClientUpdateInput } from "./schema";
import { CLIENT_GONE } from "./service";

/*
 * The Clients section's writes on an existing client: edit (with its contacts), delete, merge.
 * Each runs in one transaction with its one audit entry, the client row locked first, so a project
 * or invoice linked meanwhile (its foreign key check waits on that lock) is seen.
 */

export const CONTACT_EMAIL_TAKEN = "Another contact of this client has this email.";
const FOREIGN_CONTACT = "That contact is not one of this client's. Reload the page and try again.";

/** An empty optional field is stored as null, as the rest of the record's absent values. */
const orNull = (value: string | null | undefined) => value?.trim() || null;

async function lockClient(tx: Db, id: string) {
  const [client] = await tx.select().from(clients).where(eq(clients.id, id)).for("update");
  if (!client) throw new UserFacingError(CLIENT_GONE);
  return client;
}

/**
 * Saves the client form over a client: its fields, and its contacts as the form lists them (a
 * contact with an id is updated, one without is added, one left out is removed). Emails stay
 * unique per client without case; exactly one contact is primary (the schema checks both first).
 */
export async function updateClient(db: Db, input: ClientUpdateInput, actorId: string) {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockClient(tx, input.id);
      const existing = await tx
        .select()
        .from(clientContacts)
        .where(eq(clientContacts.clientId, input.id))
        .orderBy(asc(clientContacts.createdAt));
      const existingById = new Map(existing.map((contact) => [contact.id, contact]));
      if (input.contacts.some((contact) => contact.id && !existingById.has(contact.id))) throw new UserFacingError(FOREIGN_CONTACT);

      const keptIds = new Set(input.contacts.flatMap((contact) => (contact.id ? [contact.id] : [])));
      const removedIds = existing.filter((contact) => !keptIds.has(contact.id)).map((contact) => contact.id);
      if (removedIds.length > 0) await tx.delete(clientContacts).where(inArray(clientContacts.id, removedIds));
      // Both unique indexes are checked row by row: clear the primary flag, and park the emails
      // that change (two contacts may swap theirs), before writing the new values.
      await tx
        .update(clientContacts)
        .set({ isPrimary: false })
        .where(and(eq(clientContacts.clientId, input.id), eq(clientContacts.isPrimary, true)));
      const movingIds = input.contacts.flatMap((contact) =>
        contact.id && normalizedEmail(existingById.get(contact.id)!.email) !== normalizedEmail(contact.email) ? [contact.id] : [],
      );
      if (movingIds.length > 0) {
        await tx
          .update(clientContacts)
          .set({ email: sql`'moving:' || ${clientContacts.id}` })
          .where(inArray(clientContacts.id, movingIds));
      }
      for (const contact of input.contacts) {
        const values = {
          name: contact.name.trim(),
          email: contact.email.trim(),
          phone: orNull(contact.phone),
          role: orNull(contact.role),
          isPrimary: contact.isPrimary,
        };
        if (contact.id) await tx.update(clientContacts).set(values).where(eq(clientContacts.id, contact.id));
        else await tx.insert(clientContacts).values({ ...values, clientId: input.id });
      }

      const fields = {
        kind: input.kind,
        displayName: input.displayName.trim(),
        company: orNull(input.company),
        billingEmail: input.billingEmail,
        billingAddress: orNull(input.billingAddress),
        phone: orNull(input.phone),
        taxId: orNull(input.taxId),
        notes: orNull(input.notes),
      };
      const [client] = await tx.update(clients).set(fields).where(eq(clients.id, input.id)).returning();
      await logActivity(tx, {
        entityType: "client",
        entityId: input.id,
        entityName: fields.displayName,
        action: "updated",
        description: `Client updated: ${fields.displayName}`,
        performedBy: actorId,
        changes: changedFields({ ...before, contacts: contactLines(existing) }, { ...fields, contacts: contactLines(input.contacts) }),
      });
      return client!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "client_contacts_client_email_key")) throw new UserFacingError(CONTACT_EMAIL_TAKEN);
    throw error;
  }
}

/** How many projects, invoices, retainers and leads link to a client. */
export async function countClientLinks(db: Db, id: string): Promise<ClientLinks> {
  const counted = (table: typeof projects | typeof invoices | typeof recurringInvoices | typeof leads) =>
    db
      .select({ n: count() })
      .from(table)
      .where(eq(table.clientId, id))
      .then(([row]) => row?.n ?? 0);
  const [projectCount, invoiceCount, retainerCount, leadCount] = await Promise.all([
    counted(projects),
    counted(invoices),
    counted(recurringInvoices),
    counted(leads),
  ]);
  return { projects: projectCount, invoices: invoiceCount, retainers: retainerCount, leads: leadCount };
}

/** Deletes a client nothing links to (its contacts go with it); else says what links to it. */
export async function deleteClient(db: Db, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    const client = await lockClient(tx, id);
    const refusal = clientLinksMessage(await countClientLinks(tx, id));
    if (refusal) throw new UserFacingError(refusal);
    await tx.delete(clients).where(eq(clients.id, id));
    await logActivity(tx, {
      entityType: "client",
      entityId: id,
      entityName: client.displayName,
      action: "deleted",
      description: `Client deleted: ${client.displayName}`,
      performedBy: actorId,
    });
    return { id };
  });
}

/**
 * Merges one client into another (owners): its projects, invoices, retainers and leads move to the
 * kept client, its contacts join the kept one's (an email the kept client already has is dropped),
 * and it is deleted. One audit entry, on the kept client, names the merged one and what moved.
 */
export async function mergeClients(db: Db, input: ClientMergeInput, actorId: string) {
  return db.transaction(async (tx) => {
    // Both rows locked, in id order, so two opposite merges cannot deadlock.
    const locked = await tx
      .select({ id: clients.id, displayName: clients.displayName })
      .from(clients)
      .where(inArray(clients.id, [input.keepId, input.mergeId]))
      .orderBy(asc(clients.id))
      .for("update");
    const keep = locked.find((row) => row.id === input.keepId);
    const merged = locked.find((row) => row.id === input.mergeId);
    if (!keep || !merged) throw new UserFacingError(CLIENT_GONE);

    const moveFrom = async (table: typeof projects | typeof invoices | typeof recurringInvoices | typeof leads) =>
      (await tx.update(table).set({ clientId: keep.id }).where(eq(table.clientId, merged.id)).returning({ id: table.id })).length;
    const moved = {
      projects: await moveFrom(projects),
      invoices: await moveFrom(invoices),
      retainers: await moveFrom(recurringInvoices),
      leads: await moveFrom(leads),
    };
    const movedContacts = await tx.execute<{ id: string }>(sql`
      update client_contacts moving set client_id = ${keep.id}, is_primary = false
      where moving.client_id = ${merged.id}
        and not exists (select 1 from client_contacts kept
          where kept.client_id = ${keep.id} and lower(trim(kept.email)) = lower(trim(moving.email)))
      returning moving.id`);
    // A kept client without a primary contact (one carried over without contacts) takes the oldest.
    await tx.execute(sql`
      update client_contacts set is_primary = true
      where id = (select id from client_contacts where client_id = ${keep.id} order by created_at, id limit 1)
        and not exists (select 1 from client_contacts where client_id = ${keep.id} and is_primary)`);
    await tx.delete(clients).where(eq(clients.id, merged.id));
    await logActivity(tx, {
      entityType: "client",
      entityId: keep.id,
      entityName: keep.displayName,
      action: "merged",
      description: `Client ${merged.displayName} merged into ${keep.displayName}`,
      performedBy: actorId,
      metadata: {
        merged_client_id: merged.id,
        merged_client_name: merged.displayName,
        projects_moved: moved.projects,
        invoices_moved: moved.invoices,
        retainers_moved: moved.retainers,
        leads_moved: moved.leads,
        contacts_moved: movedContacts.length,
      },
    });
    return { id: keep.id, moved: { ...moved, contacts: movedContacts.length } };
  });
}
