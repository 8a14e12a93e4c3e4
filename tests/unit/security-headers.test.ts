import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";

import { responseHeaderRules } from "@/lib/security/headers";
import { proxy } from "@/proxy";

const HSTS = "Strict-Transport-Security";

/** The header rules that add HSTS, and whether each needs the proxy's https header. */
const hstsRules = (siteUrl: string) =>
  responseHeaderRules(siteUrl)
    .filter((rule) => rule.headers.some((header) => header.key === HSTS))
    .map((rule) => ({ source: rule.source, conditional: Boolean(rule.has?.length) }));

afterEach(() => {
  delete process.env.SITE_URL;
});

describe("HSTS", () => {
  it("goes with every response when SITE_URL is https, proxy header or not", () => {
    expect(hstsRules("https://summitdigital.example")).toEqual([{ source: "/:path*", conditional: false }]);
  });

  it("only with X-Forwarded-Proto: https when SITE_URL is plain http (localhost keeps working)", () => {
    expect(hstsRules("http://localhost:3000")).toEqual([{ source: "/:path*", conditional: true }]);
    expect(hstsRules("")).toEqual([{ source: "/:path*", conditional: true }]);
  });

  it("the admin pages send it by the running server's SITE_URL", async () => {
    const request = () => new NextRequest("http://127.0.0.1:3000/admin/login");
    expect((await proxy(request())).headers.get(HSTS)).toBeNull();
    process.env.SITE_URL = "https://summitdigital.example";
    expect((await proxy(request())).headers.get(HSTS)).toMatch(/max-age=\d+/);
    expect((await proxy(new NextRequest("http://127.0.0.1:3000/admin/leads"))).headers.get(HSTS)).toMatch(/max-age=\d+/); // the redirect too
  });
});
