import { describe, expect, it } from "vitest";

import { isCrossSiteFormPost } from "@/lib/http/form-post";

const policy = { siteUrl: "https://summit.example", trustProxy: false };
const post = (headers: Record<string, string>) => isCrossSiteFormPost(new Headers({ host: "summit.example", ...headers }), policy);

describe("a plain form post's origin", () => {
  it("accepts the client page's own form, which a no-referrer page sends with Origin: null", () => {
    expect(post({ origin: "null", "sec-fetch-site": "same-origin" })).toBe(false);
    expect(post({ origin: "https://summit.example", "sec-fetch-site": "same-origin" })).toBe(false);
  });

  it("refuses another site's form, whatever its Origin says", () => {
    expect(post({ origin: "null", "sec-fetch-site": "cross-site" })).toBe(true);
    expect(post({ origin: "https://summit.example", "sec-fetch-site": "same-site" })).toBe(true);
    expect(post({ origin: "https://evil.example", "sec-fetch-site": "same-origin" })).toBe(true);
  });

  it("without fetch metadata, the Origin check decides: null is not ours", () => {
    expect(post({ origin: "null" })).toBe(true);
    expect(post({ origin: "https://evil.example" })).toBe(true);
    expect(post({ origin: "https://summit.example" })).toBe(false);
    expect(post({})).toBe(false);
  });
});
