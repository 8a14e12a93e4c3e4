import { describe, expect, it } from "vitest";

import { formatConversionRate, welcomeName } from "@/lib/dashboard/format";
import { dashboardTabSchema } from "@/lib/dashboard/schema";
import { nonceContentSecurityPolicy, staticContentSecurityPolicy } from "@/lib/security/headers";

describe("dashboard formatting", () => {
  it("welcomes by first name, else username, else email", () => {
    expect(welcomeName({ firstName: "Erin", username: "e2e", email: "e@x.co" })).toBe("Erin");
    expect(welcomeName({ firstName: " ", username: "e2e", email: "e@x.co" })).toBe("e2e");
    expect(welcomeName({ firstName: null, username: "", email: "e@x.co" })).toBe("e@x.co");
  });

  it("shows the conversion rate with one decimal", () => {
    expect(formatConversionRate((2 / 7) * 100)).toBe("28.6%");
    expect(formatConversionRate(null)).toBe("0.0%");
    expect(formatConversionRate(100)).toBe("100.0%");
  });

  it("falls back to Overview for an unknown or repeated ?tab=", () => {
    expect(dashboardTabSchema.parse("billing")).toBe("billing");
    expect(dashboardTabSchema.parse(undefined)).toBe("overview");
    expect(dashboardTabSchema.parse("admin")).toBe("overview");
    expect(dashboardTabSchema.parse(["leads", "billing"])).toBe("overview");
  });
});

describe("content security policies", () => {
  const required = ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"];

  it("both policies carry the required directives", () => {
    for (const policy of [staticContentSecurityPolicy(), nonceContentSecurityPolicy("abc")]) {
      for (const directive of required) expect(policy).toContain(directive);
      expect(policy).not.toContain("unsafe-eval");
    }
  });

  it("the admin policy allows scripts by nonce only", () => {
    const scripts = nonceContentSecurityPolicy("abc").split("; ").find((d) => d.startsWith("script-src"));
    expect(scripts).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
  });
});
