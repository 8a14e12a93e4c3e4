import { describe, expect, it } from "vitest";

import { passwordSchema, pinSchema } from "@/lib/authentication/schema";
import { temporaryPassword, temporaryPin } from "@/lib/team/credentials";

describe("temporary credentials", () => {
  it("are valid for the password and PIN rules, readable, and different every time", () => {
    const passwords = Array.from({ length: 200 }, temporaryPassword);
    const pins = Array.from({ length: 200 }, temporaryPin);
    for (const password of passwords) {
      expect(passwordSchema.safeParse(password).success).toBe(true);
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/);
    }
    for (const pin of pins) expect(pinSchema.safeParse(pin).success).toBe(true);
    expect(new Set(passwords).size).toBe(passwords.length);
    expect(new Set(pins).size).toBeGreaterThan(190);
  });
});
