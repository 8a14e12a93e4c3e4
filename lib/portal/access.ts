import { and, eq, ne } from "drizzle-orm";

import type { Db } from "@/db/client";
import { clientContacts, portalSessions } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";

import { endContactPortalSessions, type PortalViewer } from "./sessions";
import { getSignInContact, issueSignInLink } from "./sign-in";

/*
 * The agency's control of portal access (the client page) and a contact's own sign-outs. Each step
 * is one transaction with its audit entry.
 */

export const CONTACT_NOT_FOUND = "This contact is no longer on the client.";

/** "Invite to portal": access back on (revoked cleared) and a sign-in link mailed. Returns the mail's id. */
export async function inviteContactToPortal(
  db: Db,
  { contactId, clientId }: { contactId: string; clientId: string },
  actorId: string,
  linkSecret: string,
) {
  return db.transaction(async (tx) => {
    const contact = await getSignInContact(tx, contactId, clientId);
    if (!contact) throw new UserFacingError(CONTACT_NOT_FOUND);
    await tx.update(clientContacts).set({ portalRevokedAt: null }).where(eq(clientContacts.id, contactId));
    const { outboxId } = await issueSignInLink(tx, contact, { linkSecret });
    await logActivity(tx, {
      entityType: "client",
      entityId: clientId,
      entityName: contact.clientName,
      action: "portal_invited",
      description: `Invited ${contact.name} to the client portal`,
      performedBy: actorId,
    });
    return { outboxId, email: contact.email };
  });
}

/** "Revoke portal access": no sign-in until invited again, and every session of theirs ends now. */
export async function revokeContactPortalAccess(db: Db, { contactId, clientId }: { contactId: string; clientId: string }, actorId: string) {
  return db.transaction(async (tx) => {
    const contact = await getSignInContact(tx, contactId, clientId);
    if (!contact) throw new UserFacingError(CONTACT_NOT_FOUND);
    await tx.update(clientContacts).set({ portalRevokedAt: new Date() }).where(eq(clientContacts.id, contactId));
    const ended = await endContactPortalSessions(tx, contactId);
    await logActivity(tx, {
      entityType: "client",
      entityId: clientId,
      entityName: contact.clientName,
      action: "portal_access_revoked",
      description: `Revoked ${contact.name}'s client portal access${ended > 0 ? ` (${ended} session${ended === 1 ? "" : "s"} ended)` : ""}`,
      performedBy: actorId,
    });
    return { ended };
  });
}

const contactActor = (viewer: PortalViewer) => ({ id: viewer.contactId, name: viewer.contactName });

/** "Sign out": ends this session only. */
export async function signOutOfPortal(db: Db, viewer: PortalViewer): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(portalSessions).where(eq(portalSessions.id, viewer.sessionId));
    await logActivity(tx, {
      entityType: "client",
      entityId: viewer.clientId,
      entityName: viewer.clientName,
      action: "portal_signed_out",
      description: `${viewer.contactName} signed out of the client portal`,
      performedBy: null,
      performedByContact: contactActor(viewer),
    });
  });
}

/** The Devices page's "Sign out" of another session: only one of the viewer's own; false when there is none. */
export async function endOwnPortalSession(db: Db, viewer: PortalViewer, sessionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(portalSessions)
      .where(
        and(eq(portalSessions.id, sessionId), eq(portalSessions.contactId, viewer.contactId), eq(portalSessions.clientId, viewer.clientId)),
      )
      .returning({ id: portalSessions.id });
    if (ended.length === 0) return false;
    await logActivity(tx, {
      entityType: "client",
      entityId: viewer.clientId,
      entityName: viewer.clientName,
      action: "portal_session_ended",
      description: `${viewer.contactName} signed out another device`,
      performedBy: null,
      performedByContact: contactActor(viewer),
    });
    return true;
  });
}

/** "Sign out everywhere else": every session of the viewer's but this one. Returns how many. */
export async function endOtherPortalSessions(db: Db, viewer: PortalViewer): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(portalSessions)
      .where(
        and(
          eq(portalSessions.contactId, viewer.contactId),
          eq(portalSessions.clientId, viewer.clientId),
          ne(portalSessions.id, viewer.sessionId),
        ),
      )
      .returning({ id: portalSessions.id });
    if (rows.length > 0) {
      await logActivity(tx, {
        entityType: "client",
        entityId: viewer.clientId,
        entityName: viewer.clientName,
        action: "portal_session_ended",
        description: `${viewer.contactName} signed out ${rows.length} other device${rows.length === 1 ? "" : "s"}`,
        performedBy: null,
        performedByContact: contactActor(viewer),
      });
    }
    return rows.length;
  });
}
