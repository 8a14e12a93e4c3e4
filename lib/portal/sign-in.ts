import { createHash } from "node:crypto";

import { and, eq, isNull, lt, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { clientContacts, clients, portalSignInLinks } from "@/db/schema";
import { logActivity } from "@/lib/activity/log";
import { queueOutboxMail } from "@/lib/mail/outbox";
import { hitRateLimit } from "@/lib/rate-limit";

import { signInMail } from "./mail";
import { normalizeEmail } from "./mask";
import { startPortalSession } from "./sessions";
import { hashSignInToken, isWellFormedSignInToken, newSignInToken, sealSignInToken, SIGN_IN_LINK_LIFETIME_MS } from "./tokens";

/*
 * Issuing and spending client portal sign-in links. A link is stored as its hash plus a sealed copy
 * for the mail; its mail refers to it and gets the link at delivery. No "server-only" marker: the
 * admin's invite, the document pages and the tests share it.
 */

/** Links per email address per hour; more are dropped silently (same answer), so nobody can mail-bomb a contact. */
export const LINKS_PER_EMAIL_PER_HOUR = 5;
const EMAIL_WINDOW_MS = 60 * 60 * 1000;
const EMAIL_BUCKET = "portal-sign-in-email";

export type SignInContact = { id: string; name: string; email: string; clientId: string; clientName: string };
export type LinkSettings = { linkSecret: string; now?: Date };

/** One link and its mail for one contact, in the caller's transaction. */
export async function issueSignInLink(tx: Db, contact: SignInContact, { linkSecret, now = new Date() }: LinkSettings) {
  const token = newSignInToken();
  const [link] = await tx
    .insert(portalSignInLinks)
    .values({
      contactId: contact.id,
      tokenHash: hashSignInToken(token),
      tokenSealed: sealSignInToken(token, linkSecret),
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_LIFETIME_MS),
      createdAt: now,
    })
    .returning({ id: portalSignInLinks.id });
  const mail = await queueOutboxMail(tx, { mail: signInMail(contact, contact.clientName), portalLinkId: link!.id });
  return { linkId: link!.id, outboxId: mail.id };
}

const contactColumns = {
  id: clientContacts.id,
  name: clientContacts.name,
  email: clientContacts.email,
  clientId: clients.id,
  clientName: clients.displayName,
};

/** The contacts who may get a link at this address: every client's, not revoked. */
async function contactsWithEmail(db: Db, email: string): Promise<SignInContact[]> {
  return db
    .select(contactColumns)
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(and(sql`lower(trim(${clientContacts.email})) = ${normalizeEmail(email)}`, isNull(clientContacts.portalRevokedAt)));
}

/** A contact of a client by id (the admin's invite, the document pages), revoked or not. */
export async function getSignInContact(db: Db, contactId: string, clientId: string) {
  const [row] = await db
    .select({ ...contactColumns, revokedAt: clientContacts.portalRevokedAt })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId)));
  return row ?? null;
}

const emailKey = (email: string) => createHash("sha256").update(normalizeEmail(email)).digest("hex");

/**
 * The /portal form: a link for each contact with that address (one mail per client). Unknown,
 * revoked and over-the-limit addresses get nothing; the caller answers the same either way.
 * Returns how many links went out (for tests and logs; never for the answer).
 */
export async function requestSignInLinks(db: Db, email: string, settings: LinkSettings): Promise<number> {
  const now = settings.now ?? new Date();
  const limit = await hitRateLimit(db, {
    bucket: EMAIL_BUCKET,
    key: emailKey(email),
    limit: LINKS_PER_EMAIL_PER_HOUR,
    windowMs: EMAIL_WINDOW_MS,
    now,
  });
  if (!limit.allowed) return 0;
  const contacts = await contactsWithEmail(db, email);
  if (contacts.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const contact of contacts) await issueSignInLink(tx, contact, { ...settings, now });
  });
  return contacts.length;
}

/** Counts a link against its address's hourly limit; false when it is spent (invite and document pages). */
export async function allowLinkForEmail(db: Db, email: string, now = new Date()): Promise<boolean> {
  return (
    await hitRateLimit(db, { bucket: EMAIL_BUCKET, key: emailKey(email), limit: LINKS_PER_EMAIL_PER_HOUR, windowMs: EMAIL_WINDOW_MS, now })
  ).allowed;
}

export type SpentLink = { sessionId: string; contactId: string; clientId: string; contactName: string; clientName: string };
export type SignInRequest = { userAgent: string | null; ip: string | null; now?: Date };

/**
 * Spends a link and opens a session, in one transaction: the link must be unused, unexpired and its
 * contact not revoked; the update is the check, so two clicks cannot both win. Null otherwise.
 */
export async function spendSignInLink(
  db: Db,
  token: string,
  { userAgent, ip, now = new Date() }: SignInRequest,
): Promise<SpentLink | null> {
  if (!isWellFormedSignInToken(token)) return null;
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const [spent] = await tx.execute<{ contact_id: string }>(sql`
      update portal_sign_in_links set used_at = ${at}::timestamptz
      where token_hash = ${hashSignInToken(token)} and used_at is null and expires_at > ${at}::timestamptz
        and exists (select 1 from client_contacts c where c.id = contact_id and c.portal_revoked_at is null)
      returning contact_id`);
    if (!spent) return null;
    const [contact] = await tx
      .select(contactColumns)
      .from(clientContacts)
      .innerJoin(clients, eq(clients.id, clientContacts.clientId))
      .where(eq(clientContacts.id, spent.contact_id));
    if (!contact) return null;
    const session = await startPortalSession(tx, { contactId: contact.id, clientId: contact.clientId, userAgent, ip, now });
    await logActivity(tx, {
      entityType: "client",
      entityId: contact.clientId,
      entityName: contact.clientName,
      action: "portal_signed_in",
      description: `${contact.name} signed in to the client portal`,
      performedBy: null,
      performedByContact: { id: contact.id, name: contact.name },
    });
    return {
      sessionId: session.id,
      contactId: contact.id,
      clientId: contact.clientId,
      contactName: contact.name,
      clientName: contact.clientName,
    };
  });
}

/** Deletes sign-in links more than a day past their expiry (the worker's hourly prune). */
export async function pruneSignInLinks(db: Db, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  return (await db.delete(portalSignInLinks).where(lt(portalSignInLinks.expiresAt, dayAgo)).returning({ id: portalSignInLinks.id })).length;
}

/** Whether a link could still be spent (the page a mail opens asks before spending it). Reads only. */
export async function isUsableSignInLink(db: Db, token: string, now = new Date()): Promise<boolean> {
  if (!isWellFormedSignInToken(token)) return false;
  const rows = await db.execute(sql`
    select 1 from portal_sign_in_links l join client_contacts c on c.id = l.contact_id
    where l.token_hash = ${hashSignInToken(token)} and l.used_at is null and l.expires_at > ${now.toISOString()}::timestamptz
      and c.portal_revoked_at is null`);
  return rows.length > 0;
}

export type DocumentLinkOutcome = { kind: "sent"; email: string } | { kind: "no contact" } | { kind: "revoked" } | { kind: "limited" };

/**
 * "Open your client portal" on an invoice or proposal page: a sign-in link to the document's own
 * contact (the client's contact with the document's email, else its primary contact). It signs no
 * one in: only the contact's mailbox gets the link. Counted against the address's hourly limit.
 */
export async function mailDocumentContactLink(
  db: Db,
  document: { clientId: string | null; email: string; label: string },
  settings: LinkSettings,
): Promise<DocumentLinkOutcome> {
  if (!document.clientId) return { kind: "no contact" };
  const [contact] = await db
    .select({ ...contactColumns, revokedAt: clientContacts.portalRevokedAt, isPrimary: clientContacts.isPrimary })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(eq(clientContacts.clientId, document.clientId))
    .orderBy(sql`lower(trim(${clientContacts.email})) = ${normalizeEmail(document.email)} desc`, sql`${clientContacts.isPrimary} desc`)
    .limit(1);
  const matches = contact && (contact.isPrimary || normalizeEmail(contact.email) === normalizeEmail(document.email));
  if (!contact || !matches) return { kind: "no contact" };
  if (contact.revokedAt) return { kind: "revoked" };
  if (!(await allowLinkForEmail(db, contact.email, settings.now))) return { kind: "limited" };
  await db.transaction(async (tx) => {
    await issueSignInLink(tx, contact, settings);
    await logActivity(tx, {
      entityType: "client",
      entityId: contact.clientId,
      entityName: contact.clientName,
      action: "portal_link_requested",
      description: `A portal sign-in link was mailed to ${contact.name}, asked for from ${document.label}`,
      performedBy: null,
    });
  });
  return { kind: "sent", email: contact.email };
}
