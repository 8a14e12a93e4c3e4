import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { POST as generateInsights } from "@/app/api/functions/generate-brand-insights/route";
import { leads, mailOutbox } from "@/db/schema";
import { createOpenAiInsightsProvider } from "@/lib/intake/insights/generate";
import { insightsRequestSchema } from "@/lib/intake/schema";
import { requestBrandInsights } from "@/lib/intake/service";

import { closeAppDatabase, testDb } from "../support/database";
import { type FakeServer, type OpenAiMode, startFakeOpenAi, VALID_MODEL_OUTPUT } from "../support/fake-servers";
import { clearJobs, jsonRequest, validInsights } from "../support/lead-capture";

const INSIGHTS = "/api/functions/generate-brand-insights";
const db = testDb();
let openai: FakeServer<OpenAiMode>;

beforeAll(async () => {
  openai = await startFakeOpenAi();
});

afterAll(async () => {
  await openai.close();
  await closeAppDatabase();
});

beforeEach(async () => {
  await clearJobs(db);
  openai.mode = "ok";
  openai.requests.length = 0;
  process.env.PUBLIC_FORM_LIMIT = "100";
  process.env.OPENAI_API_KEY = "sk-test";
  process.env.OPENAI_BASE_URL = openai.url;
  process.env.OPENAI_MODEL = "fake-model";
});

describe("the OpenAI provider against a fake OpenAI-compatible server", () => {
  it("asks for structured output with the configured model and answers the model's insights", async () => {
    const response = await generateInsights(jsonRequest(INSIGHTS, validInsights()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(VALID_MODEL_OUTPUT);

    const sent = openai.requests[0]!;
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    const body = sent.body as {
      model: string;
      max_completion_tokens: number;
      response_format: { type: string; json_schema: { strict: boolean } };
      messages: { content: string }[];
    };
    expect(body.model).toBe("fake-model");
    expect(body.max_completion_tokens).toBe(1_500);
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.messages[1]!.content).toContain("Peak Coffee");

    const [lead] = await db.select().from(leads);
    expect(lead!.insightsGenerated).toBe(VALID_MODEL_OUTPUT.insights);
  });

  for (const mode of ["error", "malformed", "wrong-shape"] as const) {
    it(`answers 502 with {error} on ${mode} output and keeps the lead and its queued mail`, async () => {
      openai.mode = mode;
      const response = await generateInsights(jsonRequest(INSIGHTS, validInsights()));
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: expect.any(String) });
      const stored = await db.select().from(leads);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.insightsGenerated).toBeNull();
      expect((await db.select().from(mailOutbox)).map((mail) => mail.status)).toEqual(["queued"]);
    });
  }

  it("gives up after its timeout, keeps the lead and reports a provider failure", async () => {
    openai.mode = "timeout";
    const provider = createOpenAiInsightsProvider({ apiKey: "sk-test", baseURL: openai.url, model: "fake-model", timeoutMs: 300 });
    const started = Date.now();
    const outcome = await requestBrandInsights(db, insightsRequestSchema.parse(validInsights()), {
      env: { AGENCY_INBOX: "inbox@summit.test" },
      provider,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.message).toMatch(/timed out/);
    expect(await db.select().from(leads)).toHaveLength(1);
  });
});
