import "server-only";

import { cache } from "react";
import { redirect } from "next/navigation";
import { eq } from "drizzle-orm";

import { getDb, type Db } from "@/db/client";
import { adminUsers } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";

import {
  adminSessionSchema,
  getSession,
  hasSessionCookie,
  readSessionFromRequest,
  SESSION_LIFETIME_MS,
  type StoredSession,
} from "./session";

/** The signed-in admin as the database knows them now (names may have changed since login). */
export type SignedInAdmin = {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: string;
  sessionVersion: number;
  authenticatedAt: Date;
};

export class UnauthorizedError extends UserFacingError {
  constructor() {
    super("Your session has expired. Please sign in again.");
  }
}

// Clocks of two servers may disagree a little; a login "from the future" beyond that is forged.
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Checks a session's contents against the clock and the database: well-formed, under 24 hours
 * from authenticated_at (SPEC §4), the admin still exists, and the password has not changed since
 * (session_version). Returns the admin or null.
 */
export async function verifyAdminSession(
  db: Db,
  stored: StoredSession,
  now: Date = new Date(),
): Promise<SignedInAdmin | null> {
  const parsed = adminSessionSchema.safeParse(stored);
  if (!parsed.success) return null;
  const session = parsed.data;
  const authenticatedAt = new Date(session.authenticated_at);
  const age = now.getTime() - authenticatedAt.getTime();
  if (age >= SESSION_LIFETIME_MS || age < -CLOCK_SKEW_MS) return null;

  const [admin] = await db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      email: adminUsers.email,
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
      phone: adminUsers.phone,
      role: adminUsers.role,
      sessionVersion: adminUsers.sessionVersion,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, session.admin_id));
  if (!admin || admin.sessionVersion !== session.session_version) return null;
  return { ...admin, authenticatedAt };
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
 * (server components cannot change cookies).
 */
export async function requireAdminPage(): Promise<SignedInAdmin> {
  const admin = await readSignedInAdmin();
  if (admin) return admin;
  redirect((await hasSessionCookie()) ? "/admin/expired" : "/admin/login");
}

/** For admin route handlers: the admin behind the request's cookie, or null. */
export async function readAdminFromRequest(request: Request, options: Options = {}): Promise<SignedInAdmin | null> {
  const session = await readSessionFromRequest(request);
  return verifyAdminSession(options.db ?? getDb(), session, options.now);
}
