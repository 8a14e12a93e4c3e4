import { describe, expect, it } from "vitest";

import { FORMAT_CHARACTER_MESSAGE, hasNoFormatCharacter } from "@/lib/forms/control-characters";
import { validateContact } from "@/lib/intake/rules";
import { contactSubmissionSchema, insightsRequestSchema } from "@/lib/intake/schema";

const FORMAT_CHARACTERS = [
  "\u202E",
  "\u202A",
  "\u200B",
  "\u200C",
  "\u200D",
  "\u200E",
  "\u200F",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\uFEFF",
  "\u00AD",
  "\u2060",
];

describe("Unicode format characters (category Cf)", () => {
  it("finds every bidi control and zero-width character, and lets ordinary text through", () => {
    for (const ch of FORMAT_CHARACTERS) expect(hasNoFormatCharacter(`Jordan${ch}Lee`), `U+${ch.codePointAt(0)!.toString(16)}`).toBe(false);
    for (const text of ["Jordan Lee", "Zoë Ñúñez", "李小龍", "مرحبا", "Hi 👋 there", "line one\nline two\ttab"])
      expect(hasNoFormatCharacter(text)).toBe(true);
  });

  it("is refused in the public forms' text fields with a readable message", () => {
    const now = Date.now();
    const contact = {
      name: "Jordan",
      email: "jordan@example.com",
      service: "web-development",
      message: "Hello",
      formLoadTime: now - 10_000,
      formSubmitTime: now,
    };
    for (const field of ["name", "phone", "company", "message"] as const) {
      const result = contactSubmissionSchema.safeParse({ ...contact, [field]: "abc\u202Edef" });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FORMAT_CHARACTER_MESSAGE);
    }
    const insights = { brandName: "Peak", clientName: "Sam", clientEmail: "sam@peak.co", projectRequirements: "A site" };
    for (const field of ["brandName", "domainName", "clientName", "clientPhone", "projectRequirements"] as const) {
      const result = insightsRequestSchema.safeParse({ ...insights, [field]: "abc\u200Bdef" });
      expect(result.error?.issues[0]?.message, field).toBe(FORMAT_CHARACTER_MESSAGE);
    }
  });

  it("is shown by the form in the browser before it is sent", () => {
    const values = {
      name: "Jordan\u2066Lee",
      email: "jordan@example.com",
      phone: "",
      company: "",
      service: "web-development",
      budget: "",
      timeline: "",
      message: "Hi\u200Bthere",
    };
    expect(validateContact(values)).toEqual({ name: FORMAT_CHARACTER_MESSAGE, message: FORMAT_CHARACTER_MESSAGE });
  });
});
