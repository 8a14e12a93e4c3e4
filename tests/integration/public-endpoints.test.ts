import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as generateAiResponse } from "@/app/api/functions/generate-ai-response/route";
import { POST as generateInsights } from "@/app/api/functions/generate-brand-insights/route";
import { POST as sendCommunicationNotification } from "@/app/api/functions/send-communication-notification/route";
import { POST as sendContact } from "@/app/api/functions/send-contact-form/route";
import { POST as sendEmail } from "@/app/api/functions/send-email/route";
import { communications } from "@/db/schema";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { clearJobs, validContact, validInsights } from "../support/lead-capture";
import type { FakeRequestContext } from "../support/request-context";

vi.mock("next/headers", async () => {
  const { requestContext: context } = await import("../support/request-context");
  return { cookies: async () => context.current.cookieStore, headers: async () => context.current.headers };
});

const db = testDb();
let browser: FakeRequestContext;
let communicationId: string;

beforeEach(async () => {
  await clearJobs(db);
  process.env.PUBLIC_FORM_LIMIT = "100";
  delete process.env.SITE_URL;
  delete process.env.TRUST_PROXY;
  delete process.env.OPENAI_API_KEY;
  const { id } = await insertDana(db);
  browser = await signedInBrowser(db, id);
  const [communication] = await db.insert(communications).values({ type: "note", content: "Called the client." }).returning();
  communicationId = communication!.id;
});
afterEach(() => {
  delete process.env.SITE_URL;
  delete process.env.TRUST_PROXY;
});
afterAll(async () => {
  await closeAppDatabase();
});

type Endpoint = { name: string; handler: (request: Request) => Promise<Response>; body: () => unknown; admin: boolean };

const endpoints: Endpoint[] = [
  { name: "send-contact-form", handler: (request) => sendContact(request), body: validContact, admin: false },
  { name: "generate-brand-insights", handler: (request) => generateInsights(request), body: validInsights, admin: false },
  {
    name: "send-email",
    handler: (request) => sendEmail(request, undefined),
    body: () => ({ to: "client@example.com", subject: "Proposal", content: "Here it is." }),
    admin: true,
  },
  {
    name: "send-communication-notification",
    handler: (request) => sendCommunicationNotification(request, undefined),
    body: () => ({ communication_id: communicationId, type: "note", subject: "", content: "Called the client." }),
    admin: true,
  },
  {
    name: "generate-ai-response",
    handler: (request) => generateAiResponse(request, undefined),
    body: () => ({ originalContent: "thanks for the call, proposal friday", context: "", tone: "professional" }),
    admin: true,
  },
];

/** A POST to the endpoint as the browser on http://localhost would send it, with these headers changed. */
function post(endpoint: Endpoint, headers: Record<string, string | null>, body: string = JSON.stringify(endpoint.body())): Request {
  const base: Record<string, string> = { host: "localhost", "content-type": "application/json", "x-forwarded-for": "203.0.113.10" };
  if (endpoint.admin) base.cookie = browser.request("http://localhost/").headers.get("cookie") ?? "";
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) delete base[name];
    else base[name] = value;
  }
  return new Request(`http://localhost/api/functions/${endpoint.name}`, { method: "POST", headers: base, body });
}

/** Everything a POST could have stored or counted. */
async function storedRows() {
  const [row] = await db.execute<Record<string, number>>(sql`
    select (select count(*)::int from leads) as leads,
           (select count(*)::int from mail_outbox) as mail,
           (select count(*)::int from rate_limits) as counters,
           (select count(*)::int from graphile_worker._private_jobs) as jobs`);
  return row;
}
const NOTHING = { leads: 0, mail: 0, counters: 0, jobs: 0 };

describe.each(endpoints)("POST /api/functions/$name", (endpoint) => {
  it.each([
    ["text/plain (what a cross-site form or no-cors fetch can send)", { "content-type": "text/plain;charset=UTF-8" }],
    ["a form", { "content-type": "application/x-www-form-urlencoded" }],
    ["multipart", { "content-type": "multipart/form-data; boundary=x" }],
    ["no content type", { "content-type": null }],
    ["a JSON look-alike", { "content-type": "application/jsonp" }],
  ])("answers 415 to %s, with a valid JSON body, and stores nothing", async (_case, headers) => {
    const response = await endpoint.handler(post(endpoint, headers));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/application\/json/) });
    expect(await storedRows()).toEqual(NOTHING);
  });

  it.each([
    ["another site", "https://evil.example"],
    ["another port of this host", "http://localhost:8080"],
    ["an opaque origin", "null"],
    ["a look-alike host", "http://localhost.evil.example"],
  ])("answers 403 to an Origin of %s and stores nothing", async (_case, origin) => {
    const response = await endpoint.handler(post(endpoint, { origin }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Requests from other sites are not accepted." });
    expect(await storedRows()).toEqual(NOTHING);
  });

  it("accepts JSON with a charset from its own origin, from SITE_URL's origin and without an Origin", async () => {
    process.env.SITE_URL = "https://summitdigital.example";
    const cases: Record<string, string | null>[] = [
      { origin: "http://localhost", "content-type": "application/json; charset=utf-8" },
      { origin: "https://summitdigital.example" },
      { origin: null },
    ];
    for (const headers of cases) {
      const response = await endpoint.handler(post(endpoint, headers));
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("behind TRUST_PROXY takes the request's own host from X-Forwarded-Host, and only then", async () => {
    const proxied = { host: "10.0.0.5:3000", "x-forwarded-host": "www.summitdigital.example", origin: "https://www.summitdigital.example" };
    expect((await endpoint.handler(post(endpoint, proxied))).status).toBe(403);
    process.env.TRUST_PROXY = "1";
    expect((await endpoint.handler(post(endpoint, proxied))).status).toBe(200);
  });
});
