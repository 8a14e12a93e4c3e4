import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { compressResponses } from "@/lib/server/compressed-responses";
import {
  allowsInlineScripts,
  DEFERRED_SCRIPTS_ID,
  loadScriptsAfterFirstPaint,
  scriptsAfterFirstPaint,
} from "@/lib/server/scripts-after-first-paint";

const preload = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>';
const chunks = ["/_next/static/chunks/react.js", "/_next/static/chunks/page.js"].map(
  (src) => `<script src="${src}" async=""></script>`,
);
const polyfills = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';
const bootstrap = '<script src="/_next/static/chunks/boot.js" async=""></script>';
const flight = '<script>self.__next_f.push([1,"{\\"src\\":\\"/_next/static/chunks/page.js\\"}"])</script>';
const jsonLd = '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>';

/** The shape of a page as Next.js writes it. */
const nextPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  preload,
  ...chunks,
  "<title>Summit Digital</title>",
  polyfills,
  "</head><body><h1>Denver</h1>",
  jsonLd,
  flight,
  bootstrap,
  "</body></html>",
].join("");

const templateOf = (html: string) =>
  html.match(new RegExp(`<template id="${DEFERRED_SCRIPTS_ID}">([\\s\\S]*?)</template>`))?.[1];
const outsideTemplate = (html: string) => html.replace(/<template[\s\S]*?<\/template>/, "");

describe("loadScriptsAfterFirstPaint", () => {
  const html = loadScriptsAfterFirstPaint(nextPage);

  it("moves every build script and the bootstrap preload into one template, in page order", () => {
    expect(templateOf(html)).toBe([preload, ...chunks, bootstrap].join(""));
    expect(outsideTemplate(html)).not.toContain('async=""');
    expect(outsideTemplate(html)).not.toContain('rel="preload" as="script"');
  });

  it("puts the template and its loader where the first script was, in the head", () => {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(
      new RegExp(`data-precedence="next"/><template id="${DEFERRED_SCRIPTS_ID}">[\\s\\S]*</template><script>[\\s\\S]*?</script><title>`),
    );
    expect(html).toContain("first-contentful-paint");
  });

  it("leaves everything else as it was: styles, nomodule polyfills, JSON-LD and the inline payload", () => {
    for (const kept of ['href="/_next/static/chunks/site.css"', polyfills, jsonLd, flight, "<h1>Denver</h1>"]) {
      expect(outsideTemplate(html)).toContain(kept);
    }
  });

  it("returns a page without build scripts unchanged", () => {
    const plain = "<!DOCTYPE html><html><head><title>Plain</title></head><body><p>No scripts</p></body></html>";
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
  });
});

describe("allowsInlineScripts", () => {
  it.each([
    [undefined, true],
    ["default-src 'self'; script-src 'self' 'unsafe-inline'", true],
    ["default-src 'self' 'unsafe-inline'", true],
    ["default-src 'self'; img-src 'self'", false],
    ["script-src 'self'", false],
    ["script-src 'self' 'unsafe-inline' 'nonce-abc123' 'strict-dynamic'", false],
    ["script-src 'unsafe-inline' 'sha256-abc='", false],
  ])("%s -> %s", (policy, allowed) => {
    expect(allowsInlineScripts(policy)).toBe(allowed);
  });
});

const staticPolicy = "default-src 'self'; script-src 'self' 'unsafe-inline'";

let version = { etag: '"page-v1"', html: nextPage };

/** Stands in for Next.js: a prerendered public page, a nonced page, a streamed page and a missing one. */
function app(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (req.url === "/page" || req.url === "/nonced") {
    const { etag, html } = req.url === "/page" ? version : { etag: '"nonced"', html: nextPage };
    res.setHeader("Content-Security-Policy", req.url === "/page" ? staticPolicy : "script-src 'nonce-abc' 'strict-dynamic'");
    res.setHeader("ETag", etag);
    res.setHeader("Content-Length", Buffer.byteLength(html));
    res.end(Buffer.from(html));
  } else if (req.url === "/streamed") {
    res.setHeader("Content-Security-Policy", staticPolicy);
    res.write(nextPage.slice(0, 200));
    res.end(nextPage.slice(200));
  } else {
    res.statusCode = 404;
    res.end(nextPage);
  }
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(compressResponses(scriptsAfterFirstPaint(app)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("scriptsAfterFirstPaint", () => {
  it("rewrites a public page sent whole, with a Content-Length that matches, compressed or not", async () => {
    const plain = await fetch(`${base}/page`, { headers: { "Accept-Encoding": "identity" } });
    const body = await plain.text();
    expect(templateOf(body)).toContain(bootstrap);
    expect(Number(plain.headers.get("Content-Length"))).toBe(Buffer.byteLength(body));

    const compressed = await fetch(`${base}/page`, { headers: { "Accept-Encoding": "br" } });
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    expect(await compressed.text()).toBe(body);
  });

  it("rewrites a regenerated page afresh: a new ETag is a new version", async () => {
    const first = await (await fetch(`${base}/page`)).text();
    version = { etag: '"page-v2"', html: nextPage.replace("<h1>Denver</h1>", "<h1>Boulder</h1>") };
    const second = await (await fetch(`${base}/page`)).text();
    expect(first).toContain("<h1>Denver</h1>");
    expect(second).toContain("<h1>Boulder</h1>");
    expect(templateOf(second)).toBe(templateOf(first));
  });

  it.each(["/nonced", "/streamed", "/missing"])("passes %s through untouched", async (path) => {
    const response = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": "identity" } });
    expect(await response.text()).toBe(nextPage);
  });
});
