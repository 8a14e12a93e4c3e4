import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { clientAddress, NO_TRUSTED_PROXY, parseTrustProxy, rateLimitKey, type TrustedProxies } from "@/lib/http/client-address";

const forwarded = (value?: string) => new Headers(value === undefined ? {} : { "x-forwarded-for": value });

function trust(value: string): TrustedProxies {
  const parsed = parseTrustProxy(value);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
}

describe("TRUST_PROXY", () => {
  it("reads nothing, a hop count or a list of proxy addresses and blocks", () => {
    expect(parseTrustProxy(undefined)).toEqual(NO_TRUSTED_PROXY);
    expect(parseTrustProxy(" ")).toEqual(NO_TRUSTED_PROXY);
    expect(parseTrustProxy("0")).toEqual(NO_TRUSTED_PROXY);
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
    expect(parseTrustProxy("10.0.0.0/8, fd00::/8, 192.0.2.1")).toMatchObject({ kind: "subnets" });
  });

  it.each(["yes", "10.0.0.0/33", "fd00::/129", "10.0.0.0/x", "10.0.0/8"])("refuses %j with a message naming it", (value) => {
    expect(parseTrustProxy(value)).toEqual({ error: expect.stringContaining(value.split(",")[0]!) });
  });
});

describe("the client's address", () => {
  it("without a trusted proxy is the header's last entry, which Next.js fills with the socket's address", () => {
    expect(clientAddress(forwarded("203.0.113.7"), NO_TRUSTED_PROXY)).toBe("203.0.113.7");
    expect(clientAddress(forwarded(), NO_TRUSTED_PROXY)).toBe("unknown");
  });

  it("behind one proxy is the entry it appended, whatever the client wrote before it", () => {
    expect(clientAddress(forwarded("6.6.6.6, 203.0.113.7"), trust("1"))).toBe("203.0.113.7");
    expect(clientAddress(forwarded(" 203.0.113.7 "), trust("1"))).toBe("203.0.113.7");
    expect(clientAddress(forwarded("not-an-address"), trust("1"))).toBe("unknown");
  });

  it("behind two proxies is the second entry from the right", () => {
    expect(clientAddress(forwarded("6.6.6.6, 198.51.100.4, 10.0.0.2"), trust("2"))).toBe("198.51.100.4");
    // Fewer entries than hops: the request came through fewer proxies; the furthest one is taken.
    expect(clientAddress(forwarded("198.51.100.4"), trust("2"))).toBe("198.51.100.4");
  });

  it("behind trusted blocks is the right-most address outside them", () => {
    const proxies = trust("10.0.0.0/8, 172.16.0.0/12, fd00::/8");
    expect(clientAddress(forwarded("6.6.6.6, 198.51.100.4, 172.16.3.4, 10.1.2.3"), proxies)).toBe("198.51.100.4");
    expect(clientAddress(forwarded("2001:db8::5, fd00::1"), proxies)).toBe("2001:db8::5");
    expect(clientAddress(forwarded("10.0.0.9, 10.0.0.8"), proxies)).toBe("10.0.0.9");
  });

  it("is written one way: no port, no brackets, IPv4-mapped IPv6 as IPv4", () => {
    expect(clientAddress(forwarded("203.0.113.7:51234"), trust("1"))).toBe("203.0.113.7");
    expect(clientAddress(forwarded("[2001:DB8::1]:443"), trust("1"))).toBe("2001:db8::1");
    expect(clientAddress(forwarded("::ffff:203.0.113.7"), trust("1"))).toBe("203.0.113.7");
  });

  it("behind one proxy never depends on what the client sent", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()), { maxLength: 5 }), fc.ipV4(), (spoofed, real) => {
        const header = [...spoofed.map((entry) => entry.replaceAll(",", "")), real].join(", ");
        expect(clientAddress(forwarded(header), trust("1"))).toBe(real);
      }),
    );
  });
});

describe("the rate-limit key", () => {
  it("is the IPv4 address itself", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("2001:db8::192.0.2.1")).toBe("2001:db8:0:0::/64");
  });
});
