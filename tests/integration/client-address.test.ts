import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { clientIp } from "@/lib/http";
import { guardClientAddress } from "@/lib/server/client-address";

/** What a handler behind the guard sees, with a client trying to choose its own address. */
async function seenForwardedFor(headers: Record<string, string>): Promise<string | undefined> {
  let seen: string | undefined;
  const server = http.createServer((request, response) => {
    seen = request.headers["x-forwarded-for"] as string | undefined;
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await fetch(`http://127.0.0.1:${port}/`, { headers });
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return seen;
}

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

describe("client address without TRUST_PROXY", () => {
  it("replaces a client-sent X-Forwarded-For with the socket address", async () => {
    expect(await seenForwardedFor({ "x-forwarded-for": "1.2.3.4" })).toBe("1.2.3.4");
    uninstall = guardClientAddress();
    expect(await seenForwardedFor({ "x-forwarded-for": "1.2.3.4" })).toBe("127.0.0.1");
    expect(await seenForwardedFor({ "x-forwarded-for": "1.2.3.4, 5.6.7.8", "x-real-ip": "9.9.9.9" })).toBe("127.0.0.1");
    expect(await seenForwardedFor({})).toBe("127.0.0.1");
  });

  it("clientIp reads the right-most entry, the one written by the server or the trusted proxy", () => {
    const request = (value?: string) => new Request("http://x/", { headers: value ? { "x-forwarded-for": value } : {} });
    expect(clientIp(request("127.0.0.1"), false)).toBe("127.0.0.1");
    expect(clientIp(request("6.6.6.6, 203.0.113.7"), true)).toBe("203.0.113.7");
    expect(clientIp(request(" 203.0.113.7 "), true)).toBe("203.0.113.7");
    expect(clientIp(request(), false)).toBe("unknown");
  });
});
