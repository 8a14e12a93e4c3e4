import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { CLIENT_ADDRESS_PROOF_HEADER, clientIp, clientIpFromHeaders, UNVERIFIED_CLIENT } from "@/lib/http";
import { guardClientAddress } from "@/lib/server/client-address";

/** What a handler behind the guard sees, with a client trying to choose its own address. */
async function seenForwardedFor(headers: Record<string, string>, host = "127.0.0.1"): Promise<string | undefined> {
  let seen: string | undefined;
  const server = http.createServer((request, response) => {
    seen = request.headers["x-forwarded-for"] as string | undefined;
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
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
    // A dual-stack server (Next.js listens on ::) sees ::ffff:127.0.0.1: the same client, read one way.
    expect(await seenForwardedFor({}, "::")).toBe("127.0.0.1");
  });

  it("behind TRUST_PROXY, clientIp reads the right-most entry, the one the trusted proxy wrote", () => {
    const request = (value?: string) => new Request("http://x/", { headers: value ? { "x-forwarded-for": value } : {} });
    expect(clientIp(request("6.6.6.6, 203.0.113.7"), true)).toBe("203.0.113.7");
    expect(clientIp(request(" 203.0.113.7 "), true)).toBe("203.0.113.7");
    expect(clientIp(request(), true)).toBe("unknown");
  });

  it("gives no client-chosen address to a request that arrived before the guard was installed", async () => {
    // Next.js listens first and runs instrumentation (which installs the guard) afterwards; requests
    // arriving meanwhile wait inside its request listener for the handlers, as modelled here.
    let handlersReady!: () => void;
    const ready = new Promise<void>((resolve) => (handlersReady = resolve));
    const seen: string[] = [];
    const server = http.createServer(async (request, response) => {
      await ready;
      seen.push(clientIpFromHeaders(new Headers(request.headers as Record<string, string>), false));
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const early = fetch(url, { headers: { "x-forwarded-for": "1.2.3.4", [CLIENT_ADDRESS_PROOF_HEADER]: "guessed" } });
      await new Promise((resolve) => setTimeout(resolve, 100)); // the early request is waiting now
      uninstall = guardClientAddress();
      handlersReady();
      await early;
      await fetch(url, { headers: { "x-forwarded-for": "1.2.3.4", [CLIENT_ADDRESS_PROOF_HEADER]: "guessed" } });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(seen).toEqual([UNVERIFIED_CLIENT, "127.0.0.1"]);
  });

  it("without the guard's mark, a header that claims an address counts as unverified", () => {
    const headers = new Headers({ "x-forwarded-for": "1.2.3.4" });
    expect(clientIpFromHeaders(headers, false)).toBe(UNVERIFIED_CLIENT);
    uninstall = guardClientAddress();
    headers.set(CLIENT_ADDRESS_PROOF_HEADER, "guessed");
    expect(clientIpFromHeaders(headers, false)).toBe(UNVERIFIED_CLIENT);
  });
});
