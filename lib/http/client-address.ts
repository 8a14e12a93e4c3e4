import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * Which proxies in front of the server may say who the client is (TRUST_PROXY): none, the last
 * `hops` of them (`1` = the one proxy in front), or those whose addresses fall in `subnets`.
 */
export type TrustedProxies = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "subnets"; subnets: BlockList; text: string };

export const NO_TRUSTED_PROXY: TrustedProxies = { kind: "none" };

/** What a request's address reads as when it cannot be read: one key, never a client's choice. */
export const UNKNOWN_ADDRESS = "unknown";

/** Parses TRUST_PROXY: unset, `N` hops, or comma-separated CIDRs (`10.0.0.0/8, fd00::/8`, a bare IP). */
export function parseTrustProxy(value: string | undefined): TrustedProxies | { error: string } {
  const text = (value ?? "").trim();
  if (text === "" || text === "0") return NO_TRUSTED_PROXY;
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const subnets = new BlockList();
  for (const part of text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [address = "", prefix] = part.split("/");
    const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
    const max = family === "ipv4" ? 32 : 128;
    const bits = prefix === undefined ? max : Number(prefix);
    if (!family || !/^\d*$/.test(prefix ?? "") || !Number.isInteger(bits) || bits < 0 || bits > max) {
      return { error: `"${part}" is neither a number of proxy hops nor an IP address or CIDR block` };
    }
    subnets.addSubnet(address, bits, family);
  }
  return { kind: "subnets", subnets, text };
}

/** An address as written in X-Forwarded-For, without a port or brackets, IPv4-mapped IPv6 as IPv4. */
export function normalizeAddress(entry: string): string | null {
  let address = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) address = mapped[1]!;
  return isIPv4(address) || isIPv6(address) ? address : null;
}

function isTrusted(address: string, subnets: BlockList): boolean {
  return subnets.check(address, isIPv4(address) ? "ipv4" : "ipv6");
}

/**
 * The client's address from X-Forwarded-For, the only place Next.js leaves it: the last entry with no
 * trusted proxy, the entry `hops` from the right, or the right-most entry outside the trusted
 * subnets, so nothing a client writes to the left counts (docs/site-and-intake.md "Client address").
 */
export function clientAddress(headers: Pick<Headers, "get">, trusted: TrustedProxies): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return UNKNOWN_ADDRESS;
  let chosen: string;
  if (trusted.kind === "hops") {
    chosen = entries[Math.max(0, entries.length - trusted.hops)]!;
  } else if (trusted.kind === "subnets") {
    const normalized = entries.map(normalizeAddress);
    const index = normalized.findLastIndex((address) => address === null || !isTrusted(address, trusted.subnets));
    chosen = entries[Math.max(0, index)]!;
  } else {
    chosen = entries[entries.length - 1]!;
  }
  return normalizeAddress(chosen) ?? UNKNOWN_ADDRESS;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client is counted under by every per-client limit: its IPv4 address, or the /64 of
 * its IPv6 address (one subscriber's whole network, which it can rotate through at will).
 */
export function rateLimitKey(address: string): string {
  if (!isIPv6(address)) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":");
  return `${prefix}::/64`;
}
