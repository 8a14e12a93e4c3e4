import fc from "fast-check";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as generateAiResponse } from "@/app/api/functions/generate-ai-response/route";
import { POST as sendCommunicationNotification } from "@/app/api/functions/send-communication-notification/route";
import { POST as sendEmail } from "@/app/api/functions/send-email/route";
import { communications, leads } from "@/db/schema";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { hostileValues, mutatedBody, rawBodies } from "../support/hostile-bodies";
import { clearJobs } from "../support/lead-capture";
import type { FakeRequestContext } from "../support/request-context";

/**
 * Random and hostile bodies at the three admin endpoints, sent with a valid admin session: the
 * answer is always 2xx or 4xx (never 5xx), and a 4xx always carries a readable { error }.
 */

const db = testDb();
let browser: FakeRequestContext;
let communicationId: string;
let leadId: string;

beforeEach(async () => {
  await clearJobs(db);
  delete process.env.OPENAI_API_KEY;
  const admin = await insertDana(db);
  browser = await signedInBrowser(db, admin.id);
  const [lead] = await db.insert(leads).values({ name: "Jordan Lee", email: "jordan@example.com", source: "contact_form" }).returning();
  leadId = lead!.id;
  const [communication] = await db
    .insert(communications)
    .values({ type: "email", subject: "Hi", content: "Hello", toEmail: "jordan@example.com", leadId })
    .returning();
  communicationId = communication!.id;
});

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  seen.length = 0;
});

afterEach(() => {
  expect(seen.some((status) => status === 200)).toBe(true);
  expect(seen.some((status) => status === 400)).toBe(true);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await closeAppDatabase();
});

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    "   ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "<script>alert(1)</script>",
    "'; drop table communications; --",
    "not-a-uuid",
    "2f1d3c4b-5a69-4788-9aab-bccddeeff001",
    "professional",
    "a@b.co",
    "x".repeat(25_000),
    "💥".repeat(100),
    "\r\nBcc: victim@example.com",
  ),
);

const hostileValue = hostileValues(hostileString);

const rawBody = rawBodies("x".repeat(70 * 1024));

type Route = (request: Request, context: unknown) => Promise<Response>;

/** Every status seen, so each property can show it exercised both answers, not only refusals. */
const seen: number[] = [];

async function assertNeverServerError(route: Route, path: string, body: unknown) {
  const response = await route(
    browser.postJson(`http://localhost${path}`, typeof body === "string" ? body : JSON.stringify(body)),
    undefined,
  );
  seen.push(response.status);
  expect(response.status).toBeLessThan(500);
  expect(response.status).toBeGreaterThanOrEqual(200);
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status >= 400) expect(typeof json.error).toBe("string");
}

describe("hostile bodies at the admin endpoints, with a valid session", () => {
  it("generate-ai-response: 2xx or 4xx, never 5xx", async () => {
    const base = () => ({ originalContent: "call went well", context: "Related lead: Jordan Lee", tone: "professional" });
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutatedBody(base, hostileValue), rawBody), (body) =>
        assertNeverServerError(generateAiResponse, "/api/functions/generate-ai-response", body),
      ),
      { numRuns: 120 },
    );
  });

  it("send-email: 2xx or 4xx, never 5xx", async () => {
    const base = () => ({ to: "jordan@example.com", subject: "Hello", content: "Body", communication_id: communicationId });
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutatedBody(base, hostileValue), rawBody), (body) =>
        assertNeverServerError(sendEmail, "/api/functions/send-email", body),
      ),
      { numRuns: 120 },
    );
  });

  it("send-communication-notification: 2xx or 4xx, never 5xx", async () => {
    const base = () => ({
      communication_id: communicationId,
      type: "email",
      subject: "Hi",
      content: "Hello",
      client_email: "jordan@example.com",
      client_name: "Jordan Lee",
      lead_id: leadId,
      project_id: null,
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutatedBody(base, hostileValue), rawBody), (body) =>
        assertNeverServerError(sendCommunicationNotification, "/api/functions/send-communication-notification", body),
      ),
      { numRuns: 120 },
    );
  });
});
