import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { nginxConfig } from "@/scripts/cluster";

/*
 * Slow clients cannot hold connections: nginx (deploy/nginx) cuts off those that pause too long,
 * and behind it Next.js's own server keeps Node's request and header timeouts.
 */

const root = path.resolve(import.meta.dirname, "../..");
const proxyConf = readFileSync(path.join(root, "deploy/nginx/proxy.conf"), "utf8");
const NGINX_DEFAULT_UPSTREAM_KEEPALIVE_SECONDS = 60;

/** A directive's value in seconds ("10s", "1m", "30"), or null when the configuration does not set it. */
function seconds(directive: string, conf = proxyConf): number | null {
  const match = conf.match(new RegExp(`^\\s*${directive}\\s+(\\d+)(s|m)?;`, "m"));
  if (!match) return null;
  return Number(match[1]) * (match[2] === "m" ? 60 : 1);
}

describe("timeouts for slow clients", () => {
  it.each([
    ["client_header_timeout", 10],
    ["client_body_timeout", 30],
    ["send_timeout", 60],
  ])("nginx sets %s explicitly, at most %i seconds", (directive, most) => {
    const value = seconds(directive);
    expect(value, `${directive} is not set in deploy/nginx/proxy.conf`).not.toBeNull();
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThanOrEqual(most);
  });

  it("nginx reads the whole upload before passing it on, and reads answers at the app's pace", () => {
    expect(proxyConf).toMatch(/^proxy_request_buffering on;/m);
    expect(proxyConf).toMatch(/^proxy_buffering on;/m);
  });

  it("Node's request and header timeouts are on, and next start leaves them as they are", () => {
    const server = http.createServer();
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(60_000);
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(300_000);
    // Next.js changes only keepAliveTimeout (KEEP_ALIVE_TIMEOUT) on the server it creates.
    const startServer = readFileSync(path.join(root, "node_modules/next/dist/server/lib/start-server.js"), "utf8");
    expect(startServer).toMatch(/\.keepAliveTimeout\s*=/);
    expect(startServer).not.toMatch(/\.(headersTimeout|requestTimeout)\s*=/);
  });
});

describe("idle connections between the proxy and a web instance", () => {
  /** How long nginx keeps an idle connection to the web instances open, in ms. */
  function upstreamKeepaliveMs(conf: string): number {
    const upstream = /upstream summit_web \{([^}]*)\}/.exec(conf)?.[1];
    expect(upstream, "no upstream summit_web block").toBeDefined();
    return (seconds("keepalive_timeout", upstream) ?? NGINX_DEFAULT_UPSTREAM_KEEPALIVE_SECONDS) * 1000;
  }

  it.each([
    ["deploy/nginx/nginx.conf", readFileSync(path.join(root, "deploy/nginx/nginx.conf"), "utf8")],
    ["the proxy the tests and the bench start (scripts/cluster.ts)", nginxConfig("/tmp/summit-proxy", 8080, [3001, 3002])],
  ])("%s closes them before Node does, so a POST never goes into a closing connection", (_, conf) => {
    expect(upstreamKeepaliveMs(conf)).toBeLessThan(http.createServer().keepAliveTimeout);
  });
});
