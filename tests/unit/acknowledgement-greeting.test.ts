import { describe, expect, it } from "vitest";

import { contactAcknowledgement, greetingName } from "@/lib/intake/mail";
import type { ContactFields } from "@/lib/intake/schema";

const fields = (name: string): ContactFields => ({
  name,
  email: "someone@example.com",
  service: "web-development",
  message: "Buy now at https://spam.example",
});

describe("the acknowledgement's greeting", () => {
  it("greets by the first name only when the name is letters, spaces, apostrophes and hyphens", () => {
    expect(greetingName("Jordan Lee")).toBe("Jordan");
    expect(greetingName("  Zoë O'Brien  ")).toBe("Zoë");
    expect(greetingName("Anne-Marie D’Arcy")).toBe("Anne-Marie");
    expect(greetingName("Łukasz Żółć")).toBe("Łukasz");
    expect(greetingName("李小龍")).toBe("李小龍");
    expect(greetingName("José".normalize("NFD"))).toBe("José");
    // Anything else the sender could type gets a plain greeting.
    for (const name of [
      "Win-a-prize-at-https://spam.example",
      "Visit spam.example",
      "Call 1-900-555-0100",
      "R2D2",
      "Jordan_Lee",
      "Jordan, click here",
      "Jordan!",
      "<b>Jordan</b>",
      "Jordan\u202Egnp.exe",
      "Jordan\u200BLee",
      "'-'",
      "",
      "A".repeat(41),
    ]) {
      expect(greetingName(name), name).toBeNull();
    }
  });

  it("repeats nothing the sender typed but the plain first name", () => {
    const plain = contactAcknowledgement(fields("Jordan Lee"), "inbox@summit.test");
    expect(plain.text.startsWith("Hi Jordan,")).toBe(true);
    expect(plain.text).not.toContain("Lee");
    const spam = contactAcknowledgement(fields("www.spam.example Victim"), "inbox@summit.test");
    expect(spam.text.startsWith("Hello,")).toBe(true);
    for (const typed of ["spam", "Victim", "Buy now"]) expect(`${spam.subject}\n${spam.text}`).not.toContain(typed);
  });
});
