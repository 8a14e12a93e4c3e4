import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { POST as generateInsights } from "@/app/api/functions/generate-brand-insights/route";
import { POST as sendContact } from "@/app/api/functions/send-contact-form/route";
import { filteredSubmissions } from "@/db/schema";
import { FORMAT_CHARACTER_MESSAGE } from "@/lib/forms/control-characters";

import { closeAppDatabase, testDb } from "../support/database";
import { clearJobs, countRows, jsonRequest, validContact, validInsights } from "../support/lead-capture";

const db = testDb();
const filteredCount = () => db.$count(filteredSubmissions);

beforeEach(async () => {
  await clearJobs(db);
  process.env.PUBLIC_FORM_LIMIT = "100";
  delete process.env.OPENAI_API_KEY;
  delete process.env.TRUST_PROXY;
});

afterAll(async () => {
  await closeAppDatabase();
});

const hidden = { rlo: "\u202E", zeroWidthSpace: "\u200B", isolate: "\u2066", popIsolate: "\u2069", bom: "\uFEFF" };

describe("Unicode format characters at the public endpoints", () => {
  it("the contact form refuses them in any field with a 400 and the readable message, and stores nothing", async () => {
    const cases = [
      { name: `Jordan${hidden.rlo}gnp.exe` },
      { message: `Hello${hidden.zeroWidthSpace}there` },
      { company: `${hidden.isolate}Lee${hidden.popIsolate}` },
      { phone: `303${hidden.bom}555` },
      { email: `jordan${hidden.zeroWidthSpace}@example.com` },
    ];
    for (const overrides of cases) {
      const response = await sendContact(jsonRequest("/api/functions/send-contact-form", validContact(overrides)));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(FORMAT_CHARACTER_MESSAGE);
    }
    // Refused before the traps too: a trapped submission with one is not kept either.
    expect(
      (await sendContact(jsonRequest("/api/functions/send-contact-form", validContact({ honeypot: "x", name: `A${hidden.rlo}B` })))).status,
    ).toBe(400);
    expect(await countRows(db)).toEqual({ leads: 0, mail: 0, jobs: 0 });
    expect(await filteredCount()).toBe(0);

    // Accents, other scripts and emoji are not format characters.
    const response = await sendContact(
      jsonRequest("/api/functions/send-contact-form", validContact({ name: "Zoë 李", message: "Ça va? 👋 مرحبا" })),
    );
    expect(response.status).toBe(200);
    expect((await countRows(db)).leads).toBe(1);
  });

  it("the insights endpoint refuses them with a 400 and the readable message, and stores nothing", async () => {
    for (const overrides of [
      { brandName: `Peak${hidden.rlo}` },
      { clientName: `Sam${hidden.isolate}` },
      { projectRequirements: `Ordering${hidden.zeroWidthSpace}` },
      { domainName: `peak${hidden.bom}.co` },
    ]) {
      const response = await generateInsights(jsonRequest("/api/functions/generate-brand-insights", validInsights(overrides)));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(FORMAT_CHARACTER_MESSAGE);
    }
    expect(await countRows(db)).toEqual({ leads: 0, mail: 0, jobs: 0 });
  });
});
