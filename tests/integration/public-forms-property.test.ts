import fc from "fast-check";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { POST as generateInsights } from "@/app/api/functions/generate-brand-insights/route";
import { POST as sendContact } from "@/app/api/functions/send-contact-form/route";
import { contactSubmissionSchema, insightsRequestSchema } from "@/lib/intake/schema";

import { closeAppDatabase, testDb } from "../support/database";
import { hostileValues, mutatedBody, rawBodies } from "../support/hostile-bodies";
import { clearJobs, countRows, jsonRequest, validContact, validInsights } from "../support/lead-capture";

/**
 * Random and hostile bodies at both public endpoints: never a 5xx, never a stored row for a
 * body the schema refuses, and the honeypot and timing traps always hold.
 */

const db = testDb();

beforeEach(async () => {
  await clearJobs(db);
  process.env.PUBLIC_FORM_LIMIT = "1000000";
  delete process.env.OPENAI_API_KEY;
});

afterAll(async () => {
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
    "'; drop table leads; --",
    "${jndi:ldap://x}",
    "x".repeat(6000),
    "💥".repeat(100),
    "\r\nBcc: victim@example.com",
  ),
);

const hostileValue = hostileValues(hostileString);

const rawBody = rawBodies();

type Handler = (request: Request) => Promise<Response>;

async function assertNoServerErrorAndNoRowForInvalid(handler: Handler, path: string, body: unknown, valid: boolean) {
  const before = await countRows(db);
  const response = await handler(jsonRequest(path, typeof body === "string" ? body : JSON.stringify(body)));
  expect(response.status).toBeLessThan(500);
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status >= 400) expect(typeof json.error).toBe("string");
  const after = await countRows(db);
  if (!valid) expect(after).toEqual(before);
  if (response.status >= 400) expect(after).toEqual(before);
}

describe("hostile bodies at the public endpoints", () => {
  it("send-contact-form: never 5xx, no rows for refused bodies", async () => {
    const base = validContact() as Record<string, unknown>;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          mutatedBody(() => base, hostileValue),
          rawBody,
        ),
        async (body) => {
          const parsedBody = typeof body === "string" ? safeJson(body) : body;
          const valid = contactSubmissionSchema.safeParse(parsedBody).success;
          await assertNoServerErrorAndNoRowForInvalid(sendContact, "/api/functions/send-contact-form", body, valid);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("generate-brand-insights: never 5xx, no rows for refused bodies", async () => {
    const base = validInsights() as Record<string, unknown>;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          mutatedBody(() => base, hostileValue),
          rawBody,
        ),
        async (body) => {
          const parsedBody = typeof body === "string" ? safeJson(body) : body;
          const valid = insightsRequestSchema.safeParse(parsedBody).success;
          await assertNoServerErrorAndNoRowForInvalid(generateInsights, "/api/functions/generate-brand-insights", body, valid);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("the honeypot and the 3 s rule always answer success and store no lead and no mail", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            honeypot: fc.string({ minLength: 1, maxLength: 50 }).filter((s) => !s.includes("\u0000")),
            elapsed: fc.integer({ min: 3000, max: 10_000_000 }),
          }),
          fc.record({ honeypot: fc.constant(""), elapsed: fc.integer({ min: -10_000_000, max: 2999 }) }),
        ),
        fc.boolean(),
        async ({ honeypot, elapsed }, iso) => {
          const submit = 1_800_000_000_000;
          const load = submit - elapsed;
          const times = iso
            ? { formLoadTime: new Date(load).toISOString(), formSubmitTime: new Date(submit).toISOString() }
            : { formLoadTime: load, formSubmitTime: submit };
          const response = await sendContact(jsonRequest("/api/functions/send-contact-form", validContact({ honeypot, ...times })));
          expect(response.status).toBe(200);
          expect(await response.json()).toEqual({ ok: true });
          expect(await countRows(db)).toEqual({ leads: 0, mail: 0, jobs: 0 });
        },
      ),
      { numRuns: 60 },
    );
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Symbol("invalid");
  }
}
