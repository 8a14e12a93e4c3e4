import { sealData } from "iron-session";
import { z } from "zod";

import { readEnv } from "@/lib/env";

import { SESSION_LIFETIME_MS } from "./service";

/*
 * The admin session cookie (CONTRACT.md "Admin session"): a sealed (encrypted + signed) iron-session
 * cookie holding SPEC §3's fields, plus the id of the `sessions` row it belongs to, so ending that row
 * ends the cookie wherever it was copied. Its name, fields and seal are here; ./cookie reads and
 * writes it through the request. No "server-only" marker: the browser tests (plain Node, where the
 * marker throws) start sessions with it; the linter keeps it out of components/.
 */

export const SESSION_COOKIE = "admin_session";

export const adminSessionSchema = z.object({
  admin_id: z.uuid(),
  username: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.string(),
  authenticated_at: z.iso.datetime(),
  session_id: z.uuid(),
});
export type AdminSessionData = z.infer<typeof adminSessionSchema>;

/** A cookie's contents before they are checked: anything the seal held, or nothing. */
export type StoredSession = Partial<Record<keyof AdminSessionData, unknown>>;

export function sessionSecret(): string {
  const secret = readEnv().SESSION_SECRET;
  if (!secret) {
    throw new Error("SESSION_SECRET is not set: start the app with `npm start`, or set it (32+ characters).");
  }
  return secret;
}

type SessionAdmin = {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
};

/** The SPEC session fields for an admin row, in the `sessions` row started at `authenticatedAt`. */
export function sessionFor(admin: SessionAdmin, session: { id: string; createdAt: Date }): AdminSessionData {
  return {
    admin_id: admin.id,
    username: admin.username,
    email: admin.email,
    first_name: admin.firstName,
    last_name: admin.lastName,
    role: admin.role,
    authenticated_at: session.createdAt.toISOString(),
    session_id: session.id,
  };
}

/** Seals session data as the cookie value (the login, and tests that start, forge or age sessions). */
export async function sealAdminSession(data: StoredSession): Promise<string> {
  return sealData(data, { password: sessionSecret(), ttl: SESSION_LIFETIME_MS / 1000 });
}
