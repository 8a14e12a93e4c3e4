import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { changedFields, isSecretField, jsonValue, withoutSecrets } from "@/lib/activity/changes";

describe("isSecretField", () => {
  it.each([
    "password",
    "passwordHash",
    "pin",
    "pin_hash",
    "newPassword",
    "currentPassword",
    "clientLinkHash",
    "client_link_sealed",
    "token",
    "session_cookie",
    "SECRET",
  ])("names %s a secret", (name) => expect(isSecretField(name)).toBe(true));

  it.each(["phone", "shipping", "opinion", "spinner", "description", "tokenizer_model", "email", "status"])("lets %s through", (name) => {
    expect(isSecretField(name)).toBe(false);
  });
});

describe("changedFields", () => {
  it("keeps exactly the fields whose value changed, by column name, with old and new values", () => {
    const before = { priority: 2, leadScore: 10, tags: ["expo"], nextFollowUpDate: "2026-03-01", estimatedValue: "100.00" };
    const after = { priority: 1, leadScore: 10, tags: ["expo", "vip"], nextFollowUpDate: null, estimatedValue: "100.00" };
    expect(changedFields(before, after)).toEqual({
      priority: { old: 2, new: 1 },
      tags: { old: ["expo"], new: ["expo", "vip"] },
      next_follow_up_date: { old: "2026-03-01", new: null },
    });
  });

  it("compares dates as instants and leaves out fields absent from the new values and secrets", () => {
    const at = new Date("2026-03-01T12:00:00Z");
    expect(
      changedFields(
        { lastContactDate: at, status: "new" },
        { lastContactDate: new Date(at.getTime()), passwordHash: "x", status: undefined },
      ),
    ).toEqual({});
    expect(changedFields({ lastContactDate: null }, { lastContactDate: at })).toEqual({
      last_contact_date: { old: null, new: "2026-03-01T12:00:00.000Z" },
    });
  });

  it("is empty exactly when nothing changed (property)", () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
    const record = fc.dictionary(fc.constantFrom("status", "leadScore", "tags", "notes"), value);
    fc.assert(
      fc.property(record, record, (before, after) => {
        const changes = changedFields(before, after);
        const differing = Object.keys(after).filter(
          (key) => JSON.stringify(jsonValue(before[key])) !== JSON.stringify(jsonValue(after[key])),
        );
        expect(Object.keys(changes).length).toBe(differing.length);
      }),
    );
  });
});

describe("withoutSecrets", () => {
  it("drops secret keys and keeps the rest", () => {
    expect(withoutSecrets({ ip: "1.2.3.4", token: "t", reminders_enabled: true, pin: "1234" })).toEqual({
      ip: "1.2.3.4",
      reminders_enabled: true,
    });
  });
});
