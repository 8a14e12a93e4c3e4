import { readdirSync } from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { adminUsers } from "@/db/schema";
import { OWNER_ONLY, SET_CREDENTIALS_FIRST } from "@/lib/authentication/guards";
import { adminSections } from "@/lib/dashboard/sections";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { FakeRequestContext, requestContext } from "../support/request-context";

vi.mock("next/headers", async () => {
  const { requestContext: context } = await import("../support/request-context");
  return { cookies: async () => context.current.cookieStore, headers: async () => context.current.headers };
});

/*
 * Who may use what, for every server action and every endpoint there is: the actions and route
 * handlers are found on disk, not listed here, and each must belong to a section of
 * lib/dashboard/sections.ts, the one list that says which sections are owner-only. So a new
 * action of an owner-only feature built on plain adminAction, or a new endpoint no section
 * claims, fails this test.
 */

const root = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string, name: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && name(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

type Action = (input?: unknown) => Promise<{ serverError?: string; validationErrors?: unknown; data?: unknown } | undefined>;
type Handler = (request: Request, context: unknown) => Promise<Response>;

/**
 * A client contact's own actions in the portal, checked against the portal session, not an admin's
 * (their services are tested in tests/integration/portal-access.test.ts).
 */
const CONTACT_ACTION_FILES = new Set([path.join("lib", "portal", "session-actions.ts")]);

const actionFiles = filesUnder("lib", (file) => file === "actions.ts" || file.endsWith("-actions.ts")).filter(
  (file) => !CONTACT_ACTION_FILES.has(file),
);
const routeFiles = filesUnder("app/api", (file) => file === "route.ts");

/** The feature folder right under lib/, whatever the sub-feature: lib/billing/payments/actions.ts -> "billing". */
const featureOf = (file: string) => file.split(path.sep)[1]!;
/** app/api/admin/invoices/[id]/pdf/route.ts -> "/api/admin/invoices/[id]/pdf". */
const endpointOf = (file: string) => `/${path.dirname(path.relative("app", file)).split(path.sep).join("/")}`;

/** A section open to staff keeps the actions only owners may run in owner-actions.ts (the Clients merge). */
const isOwnerActionsFile = (file: string) => path.basename(file) === "owner-actions.ts";

const sectionOfFeature = (feature: string) => adminSections.find((section) => (section.features as readonly string[]).includes(feature));
const sectionOfEndpoint = (endpoint: string) =>
  adminSections.find((section) => (section.endpoints as readonly string[]).includes(endpoint));

/** The only actions an admin with temporary credentials may run: signing in and out, and setting their own. */
const BEFORE_CREDENTIALS = new Set(["loginAction", "logoutAction", "setOwnCredentialsAction"]);

const actions: { file: string; name: string; ownerOnly: boolean | undefined; run: Action }[] = [];
const endpoints: { file: string; endpoint: string; method: string; ownerOnly: boolean | undefined; handle: Handler }[] = [];

beforeAll(async () => {
  for (const file of actionFiles) {
    const exported = (await import(path.join(root, file))) as Record<string, unknown>;
    const section = sectionOfFeature(featureOf(file));
    const ownerOnly = section ? section.ownerOnly || isOwnerActionsFile(file) : undefined;
    for (const [name, value] of Object.entries(exported))
      if (typeof value === "function") actions.push({ file, name, ownerOnly, run: value as Action });
  }
  for (const file of routeFiles) {
    const exported = (await import(path.join(root, file))) as Record<string, unknown>;
    const endpoint = endpointOf(file);
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const handle = exported[method];
      if (typeof handle === "function")
        endpoints.push({ file, endpoint, method, ownerOnly: sectionOfEndpoint(endpoint)?.ownerOnly, handle: handle as Handler });
    }
  }
});

const db = testDb();
let ownerId: string;
let staffId: string;
let newcomerId: string;

beforeEach(async () => {
  ownerId = (await insertDana(db)).id;
  staffId = (await insertDana(db, { username: "sam", email: "sam@summitdigital.co", role: "staff" })).id;
  newcomerId = (await insertDana(db, { username: "newcomer", email: "new@summitdigital.co", role: "owner" })).id;
  await db.update(adminUsers).set({ mustSetCredentials: true }).where(eq(adminUsers.id, newcomerId));
});
afterAll(async () => {
  await closeAppDatabase();
});

/** Runs an action (no input: the role check comes before the input is read) in a fresh browser of this admin. */
/** Runs an action signed in as the admin; an action that ends by navigating (logout) counts as let through. */
async function runAs(adminId: string, action: Action) {
  await signedInBrowser(db, adminId);
  try {
    return await action(undefined);
  } catch (error) {
    if (String((error as { digest?: unknown }).digest).startsWith("NEXT_REDIRECT;")) return undefined;
    throw error;
  }
}

const ANY_ID = "00000000-0000-4000-8000-000000000000";

/** Calls a handler the way Next.js does: a Request (with this browser's cookie, if any) and the route's params. */
async function callEndpoint(endpoint: string, method: string, handle: Handler, browser: FakeRequestContext | null) {
  const url = `http://localhost${endpoint.replace(/\[[^\]]+\]/g, ANY_ID)}`;
  const cookie = browser?.sessionCookie;
  const request = new Request(url, { method, headers: cookie ? { cookie: `admin_session=${encodeURIComponent(cookie)}` } : {} });
  const params = Object.fromEntries([...endpoint.matchAll(/\[([^\]]+)\]/g)].map((match) => [match[1]!, ANY_ID]));
  const response = await handle(request, { params: Promise.resolve(params) });
  const body = response.headers.get("content-type")?.includes("json")
    ? ((await response.json()) as { error?: string })
    : await response.body?.cancel();
  return { status: response.status, body };
}

describe("the lists this test reads", () => {
  it("finds the actions and endpoints on disk", () => {
    expect(actionFiles.length).toBeGreaterThanOrEqual(12);
    expect(actions.length).toBeGreaterThanOrEqual(50);
    expect(endpoints.map((entry) => entry.endpoint)).toEqual(
      expect.arrayContaining(["/api/admin/export/invoices.csv", "/api/admin/export/audit.csv"]),
    );
  });

  it("has every action module in a section of lib/dashboard/sections.ts", () => {
    expect(actionFiles.filter((file) => !sectionOfFeature(featureOf(file)))).toEqual([]);
  });

  it("has every endpoint that needs a session in a section, and every section's endpoint needs one", async () => {
    const unclaimed: string[] = [];
    const unguarded: string[] = [];
    requestContext.current = new FakeRequestContext();
    for (const { endpoint, method, handle, ownerOnly } of endpoints) {
      const { status } = await callEndpoint(endpoint, method, handle, null);
      if (status === 401 && ownerOnly === undefined) unclaimed.push(`${method} ${endpoint}`);
      if (status !== 401 && ownerOnly !== undefined) unguarded.push(`${method} ${endpoint} answered ${status}`);
    }
    expect(unclaimed).toEqual([]);
    expect(unguarded).toEqual([]);
  });
});

describe("owner-only actions", () => {
  it("refuse staff with an error result, and only those", async () => {
    const wrong: string[] = [];
    for (const { file, name, ownerOnly, run } of actions) {
      const result = await runAs(staffId, run);
      const refused = result?.serverError === OWNER_ONLY;
      if (refused !== Boolean(ownerOnly)) wrong.push(`${file} ${name}: ${refused ? "refused" : "allowed"} staff`);
    }
    expect(wrong).toEqual([]);
  });

  it("let an owner past the role check", async () => {
    const refused: string[] = [];
    for (const { file, name, run } of actions) {
      const result = await runAs(ownerId, run);
      if (result?.serverError === OWNER_ONLY || result?.serverError === SET_CREDENTIALS_FIRST) refused.push(`${file} ${name}`);
    }
    expect(refused).toEqual([]);
  });

  it("refuse, like every action, an admin who has not yet replaced the temporary password and PIN", async () => {
    const allowed: string[] = [];
    for (const { file, name, run } of actions) {
      if (BEFORE_CREDENTIALS.has(name)) continue;
      const result = await runAs(newcomerId, run);
      if (result?.serverError !== SET_CREDENTIALS_FIRST) allowed.push(`${file} ${name}`);
    }
    expect(allowed).toEqual([]);
  });
});

describe("owner-only endpoints", () => {
  it("answer staff 403 { error }, and only those", async () => {
    const wrong: string[] = [];
    for (const { endpoint, method, handle, ownerOnly } of endpoints) {
      if (ownerOnly === undefined) continue;
      const { status, body } = await callEndpoint(endpoint, method, handle, await signedInBrowser(db, staffId));
      const refused = status === 403 && (body as { error?: string } | undefined)?.error === OWNER_ONLY;
      if (refused !== ownerOnly) wrong.push(`${method} ${endpoint}: ${status} for staff`);
    }
    expect(wrong).toEqual([]);
  });

  it("let an owner past the role check, and answer 403 to an admin with temporary credentials", async () => {
    const wrong: string[] = [];
    for (const { endpoint, method, handle, ownerOnly } of endpoints) {
      if (ownerOnly === undefined) continue;
      const owner = await callEndpoint(endpoint, method, handle, await signedInBrowser(db, ownerId));
      if (owner.status === 401 || owner.status === 403) wrong.push(`${method} ${endpoint}: ${owner.status} for the owner`);
      const newcomer = await callEndpoint(endpoint, method, handle, await signedInBrowser(db, newcomerId));
      if (newcomer.status !== 403 || (newcomer.body as { error?: string } | undefined)?.error !== SET_CREDENTIALS_FIRST) {
        wrong.push(`${method} ${endpoint}: ${newcomer.status} for an admin with temporary credentials`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
