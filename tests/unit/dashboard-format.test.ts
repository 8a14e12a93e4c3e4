import { describe, expect, it } from "vitest";

import { formatConversionRate, welcomeName } from "@/lib/dashboard/format";
import { isSectionPath, legacyTabAddress } from "@/lib/dashboard/sections";
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

  it("leads an old ?tab= link to its section with its other parameters", () => {
    const address = (path: string) => legacyTabAddress(new URL(path, "http://localhost"));
    expect(address("/admin/dashboard?tab=leads&q=smith&status=new")).toBe("/admin/leads?q=smith&status=new");
    expect(address("/admin/dashboard?tab=billing&page=2#top")).toBe("/admin/billing?page=2#top");
    expect(address("/admin/dashboard?tab=leads&tab=billing")).toBe("/admin/leads");
    expect(address("/admin/dashboard?tab=overview")).toBeNull();
    expect(address("/admin/dashboard?tab=admin")).toBeNull();
    expect(address("/admin/dashboard")).toBeNull();
    expect(address("/admin/leads?tab=projects")).toBeNull();
  });

  it("knows which paths are sections", () => {
    expect(isSectionPath("/admin/leads")).toBe(true);
    expect(isSectionPath("/admin/billing/recurring")).toBe(true);
    // The old address is no section any more: next.config.ts redirects it.
    expect(isSectionPath("/admin/invoices")).toBe(false);
    expect(isSectionPath("/admin/leadsx")).toBe(false);
    expect(isSectionPath("/admin/login")).toBe(false);
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
    const scripts = nonceContentSecurityPolicy("abc")
      .split("; ")
      .find((d) => d.startsWith("script-src"));
    expect(scripts).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
  });
});
