import { describe, expect, it } from "vitest";

import { productionSettingsProblem } from "@/lib/env";
import { linkifyText } from "@/lib/mail/linkify";
import { fillSignInLink, SIGN_IN_LINK_MARKER, signInMail } from "@/lib/portal/mail";
import { maskEmail, normalizeEmail } from "@/lib/portal/mask";
import { portalSignInRequestSchema } from "@/lib/portal/schema";
import { portalStateLabel } from "@/lib/portal/state";

describe("maskEmail", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskEmail("jane@example.com")).toBe("j•••@example.com");
    expect(maskEmail("  Bo.Smith@Mail.example ")).toBe("B•••@Mail.example");
  });

  it("gives nothing away for something that is not an address", () => {
    expect(maskEmail("@example.com")).toBe("•••");
    expect(maskEmail("nobody")).toBe("•••");
  });

  it("normalizes like the contacts' unique index: trimmed, any case", () => {
    expect(normalizeEmail("  Maya@AspenBrew.Example ")).toBe("maya@aspenbrew.example");
  });
});

describe("the sign-in request", () => {
  it("trims the address and refuses what is not one, with a readable message", () => {
    expect(portalSignInRequestSchema.parse({ email: " maya@aspenbrew.example " })).toEqual({ email: "maya@aspenbrew.example" });
    expect(portalSignInRequestSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe("Enter your email address.");
    expect(portalSignInRequestSchema.safeParse({ email: "maya" }).error?.issues[0]?.message).toBe("Enter a valid email address.");
    expect(portalSignInRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe("the sign-in mail", () => {
  it("names the client, says the link works once for 15 minutes and holds only the marker", () => {
    const mail = signInMail({ name: "Maya Reyes", email: " maya@aspenbrew.example" }, "Aspen Brew");
    expect(mail).toMatchObject({
      kind: "portal_sign_in",
      to: "maya@aspenbrew.example",
      subject: "Your sign-in link to the Summit Digital client portal",
    });
    expect(mail.text).toContain("Hi Maya,");
    expect(mail.text).toContain("for Aspen Brew:");
    expect(mail.text).toContain("The link works once, for 15 minutes.");
    expect(mail.text).toContain(SIGN_IN_LINK_MARKER);
    expect(fillSignInLink(mail.text, "https://x.example/portal/sign-in/abc")).not.toContain(SIGN_IN_LINK_MARKER);
  });
});

describe("portalStateLabel", () => {
  const at = new Date("2026-03-04T22:05:00Z");
  it("reads revoked first, then sign-in and sessions, else never signed in", () => {
    expect(portalStateLabel({ revokedAt: at, lastSignInAt: at, activeSessions: 2 }, "America/Denver")).toBe("Access revoked");
    expect(portalStateLabel({ revokedAt: null, lastSignInAt: null, activeSessions: 0 }, "America/Denver")).toBe("Never signed in");
    expect(portalStateLabel({ revokedAt: null, lastSignInAt: at, activeSessions: 0 }, "America/Denver")).toBe(
      "Signed in Mar 4, 2026, 3:05 PM",
    );
    expect(portalStateLabel({ revokedAt: null, lastSignInAt: at, activeSessions: 1 }, "America/Denver")).toBe(
      "Signed in Mar 4, 2026, 3:05 PM · 1 active session",
    );
    expect(portalStateLabel({ revokedAt: null, lastSignInAt: null, activeSessions: 3 }, "America/Denver")).toBe("3 active sessions");
  });
});

describe("linkifyText", () => {
  it("cuts out http(s) links, leaving trailing punctuation as text", () => {
    expect(linkifyText("Sign in: https://a.example/portal/sign-in/x_y-z.\nThanks")).toEqual([
      { kind: "text", text: "Sign in: " },
      { kind: "link", href: "https://a.example/portal/sign-in/x_y-z" },
      { kind: "text", text: ".\nThanks" },
    ]);
    expect(linkifyText("no links")).toEqual([{ kind: "text", text: "no links" }]);
  });
});

describe("TEST_MAIL in production", () => {
  const base = { NODE_ENV: "production" as const, DATABASE_URL: "postgres://db/app", SESSION_SECRET: "x".repeat(32) };
  it("is refused unless the launcher vouches for the database, as TEST_PAYMENTS", () => {
    expect(productionSettingsProblem({ ...base, TEST_MAIL: "on" })).toMatch(/TEST_MAIL=on/);
    expect(productionSettingsProblem({ ...base, TEST_MAIL: "on", TEST_PAYMENTS_DATABASE_URL: "postgres://db/other" })).toMatch(
      /TEST_MAIL=on/,
    );
    expect(productionSettingsProblem({ ...base, TEST_MAIL: "on", TEST_PAYMENTS_DATABASE_URL: base.DATABASE_URL })).toBeNull();
    expect(productionSettingsProblem(base)).toBeNull();
  });
});
