import "server-only";

import { and, eq, gt, sql } from "drizzle-orm";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";

import { getDb, type Db } from "@/db/client";
import type { AdminRole } from "@/db/enums";
import { adminUsers, securitySettings, sessions } from "@/db/schema";
import { SESSION_ENDED, UserFacingError } from "@/lib/action-errors";

import { adminIdentityColumns } from "./columns";
import { getSession, hasSessionCookie, readSessionFromRequest } from "./cookie";
import { EXPIRED_PATH, LOGIN_PATH, SECOND_FACTOR_SETUP_PATH, SET_CREDENTIALS_PATH } from "./paths";
import { LAST_SEEN_INTERVAL_MS, SESSION_IDLE_MS, SESSION_LIFETIME_MS, touchSession } from "./service";
import { adminSessionSchema, type StoredSession } from "./session-seal";

/** The signed-in admin as the database knows them now (names may have changed since login). */
export type SignedInAdmin = {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: AdminRole;
  /** An admin added in the Team section signs in with temporary secrets and must replace them first. */
  mustSetCredentials: boolean;
  /** Owners require a second factor of everyone and this admin has none yet: they set it up first. */
  mustSetUpSecondFactor: boolean;
  /** The `sessions` row this request's cookie names. */
  sessionId: string;
  authenticatedAt: Date;
};

export class UnauthorizedError extends UserFacingError {
  constructor() {
    super(SESSION_ENDED);
  }
}

/** What staff get from an owner-only action (CONTRACT.md: staff may not use billing, outbox, team, audit). */
export const OWNER_ONLY = "Only an owner can do this.";
/** What every action but setting them says while an admin still holds temporary credentials. */
export const SET_CREDENTIALS_FIRST = "Set your own password and PIN first.";
/** What every action but the setup says while owners require a second factor this admin has not set up. */
export const SET_UP_SECOND_FACTOR_FIRST = "Turn on your second factor first: the owners require one.";

export const isOwner = (admin: Pick<SignedInAdmin, "role">) => admin.role === "owner";

// Clocks of two servers may disagree a little; a login "from the future" beyond that is forged.
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Checks a session's contents against the clock and the database: well-formed, under 24 hours
 * from authenticated_at (SPEC §4), its `sessions` row still exists for that admin (not signed
 * out, not ended by a credential change), is under 24 hours old and was used within the last 2
 * hours, and the admin is active. One indexed read; last_seen_at is written at most once a minute.
 * Returns the admin or null. The role is read here, not from the cookie, so a changed role counts
 * from the next request.
 */
export async function verifyAdminSession(db: Db, stored: StoredSession, now: Date = new Date()): Promise<SignedInAdmin | null> {
  const parsed = adminSessionSchema.safeParse(stored);
  if (!parsed.success) return null;
  const session = parsed.data;
  const authenticatedAt = new Date(session.authenticated_at);
  const age = now.getTime() - authenticatedAt.getTime();
  if (age >= SESSION_LIFETIME_MS || age < -CLOCK_SKEW_MS) return null;

  const [row] = await db
    .select({
      ...adminIdentityColumns,
      phone: adminUsers.phone,
      mustSetCredentials: adminUsers.mustSetCredentials,
      // The owners' requirement rides along in the same query: the settings table holds one row at most.
      mustSetUpSecondFactor: sql<boolean>`(${adminUsers.totpEnabledAt} is null and coalesce((select ${securitySettings.requireSecondFactor} from ${securitySettings} limit 1), false))`,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
    .where(
      and(
        eq(sessions.id, session.session_id),
        eq(sessions.adminId, session.admin_id),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_LIFETIME_MS)),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        eq(adminUsers.active, true),
      ),
    )
    // Every back-office request makes this check: each connection plans it once.
    .prepare("verify_admin_session")
    .execute();
  if (!row) return null;
  const { lastSeenAt, ...admin } = row;
  if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) await touchSession(db, session.session_id, now);
  return { ...admin, sessionId: session.session_id, authenticatedAt };
}

type Options = { db?: Db; now?: Date };

/** The admin of the current request, or null. Cached per request: layout and page share one query. */
export const readSignedInAdmin = cache(async (): Promise<SignedInAdmin | null> => {
  // Cookies first: reading them makes the page dynamic before anything touches the database.
  const session = await getSession();
  return verifyAdminSession(getDb(), session);
});

/**
 * For server actions (via adminAction): the admin, or an UnauthorizedError. Tests may pass their
 * database and clock.
 */
export async function requireAdmin(options: Options = {}): Promise<SignedInAdmin> {
  let admin: SignedInAdmin | null;
  if (options.db || options.now) {
    const session = await getSession();
    admin = await verifyAdminSession(options.db ?? getDb(), session, options.now);
  } else {
    admin = await readSignedInAdmin();
  }
  if (!admin) throw new UnauthorizedError();
  return admin;
}

/**
 * For admin pages: the admin, else a redirect to the login page. A cookie that is present but no
 * longer valid goes through /admin/expired first, the route handler that may delete it
 * (server components cannot change cookies). An admin who must still replace temporary
 * credentials is sent to do that first, and one without the second factor the owners require, to set it up.
 */
export async function requireAdminPage(): Promise<SignedInAdmin> {
  const admin = await readSignedInAdmin();
  if (!admin) redirect((await hasSessionCookie()) ? EXPIRED_PATH : LOGIN_PATH);
  if (admin.mustSetCredentials) redirect(SET_CREDENTIALS_PATH);
  if (admin.mustSetUpSecondFactor) redirect(SECOND_FACTOR_SETUP_PATH);
  return admin;
}

/**
 * For the pages of owner-only sections (lib/dashboard/sections.ts): the owner, else the 403 page
 * (app/admin/(protected)/forbidden.tsx) for staff, whatever link brought them.
 */
export async function requireOwnerPage(): Promise<SignedInAdmin> {
  const admin = await requireAdminPage();
  if (!isOwner(admin)) forbidden();
  return admin;
}

/** For admin route handlers: the admin behind the request's cookie, or null. */
export async function readAdminFromRequest(request: Request, options: Options = {}): Promise<SignedInAdmin | null> {
  const session = await readSessionFromRequest(request);
  return verifyAdminSession(options.db ?? getDb(), session, options.now);
}
