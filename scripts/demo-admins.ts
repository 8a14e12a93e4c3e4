/**
 * The demo's known admins, and the one rule about them: they exist only on the embedded database
 * `npm run demo` starts itself. A database reached through DATABASE_URL may be a real one, where a
 * published username, PIN and password would be a way in.
 */
import type { Db } from "@/db/client";
import { adminUsers } from "@/db/schema";
import { upsertAdmin } from "@/lib/team/service";

/** The demo's two admins: an owner (everything) and a staff member (leads, projects, communications). */
export const DEMO_ADMINS = [
  {
    username: "demo",
    email: "demo@summitdigital.co",
    pin: "2468",
    password: "Summit-Demo-2026!",
    firstName: "Dana",
    lastName: "Reyes",
    phone: null,
    role: "owner",
  },
  {
    username: "demo-staff",
    email: "staff@summitdigital.co",
    pin: "1357",
    password: "Summit-Staff-2026!",
    firstName: "Sam",
    lastName: "Ortiz",
    phone: null,
    role: "staff",
  },
] as const;

export type DemoDatabase = "embedded" | "external";

/**
 * Adds the demo admins the embedded database lacks, and returns the usernames added. Nothing on an
 * external database; nothing either on one holding admins of its own, and existing demo admins
 * keep the secrets they were given.
 */
export async function seedDemoAdmins(db: Db, database: DemoDatabase): Promise<string[]> {
  if (database === "external") return [];
  const demoNames: readonly string[] = DEMO_ADMINS.map((admin) => admin.username);
  const admins = await db.select({ username: adminUsers.username }).from(adminUsers);
  if (!admins.every((admin) => demoNames.includes(admin.username))) return [];
  const added: string[] = [];
  for (const demoAdmin of DEMO_ADMINS) {
    if (admins.some((admin) => admin.username === demoAdmin.username)) continue;
    await upsertAdmin(db, demoAdmin);
    added.push(demoAdmin.username);
  }
  return added;
}

/** What the demo prints under its address: the demo sign-ins, or how to make an admin of one's own. */
export function demoSignInText(database: DemoDatabase): string {
  if (database === "external") {
    return `  No demo admins on a database given by DATABASE_URL. Create your own admin:
    npm run admin:create -- --username <name> --email <address> --role owner
  (it asks for the PIN and password)`;
  }
  const credentials = DEMO_ADMINS.map(
    (admin) => `  ${admin.role === "owner" ? "Owner (everything)" : "Staff (leads, projects, communications)"}
    username  ${admin.username}
    email     ${admin.email}
    PIN       ${admin.pin}
    password  ${admin.password}`,
  ).join("\n");
  return `${credentials}
  (demo credentials; create your own admin with npm run admin:create)`;
}
