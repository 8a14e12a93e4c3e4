import type { ServerResponse } from "node:http";

import { type Handler, pathOf } from "./compressed-responses";

export const DEFERRED_SCRIPTS_ID = "scripts-after-first-paint";

// The build's scripts as Next.js writes them: async chunks and the preload of its bootstrap chunk.
const buildScriptTags =
  /<script src="\/_next\/static\/[^"]+" async=""><\/script>|<link rel="preload" as="script"[^>]*? href="\/_next\/static\/[^"]+"\/>/g;

/*
 * Inert inside a <template>, the tags start loading when the first contentful paint is reported,
 * which happens only once that frame is on screen. Without paint timing they start at once.
 */
const loader = `(() => {
  const scripts = document.getElementById("${DEFERRED_SCRIPTS_ID}");
  const load = () => {
    if (!scripts.isConnected) return;
    scripts.remove();
    document.head.append(document.importNode(scripts.content, true));
  };
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return load();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    load();
  }).observe({ type: "paint", buffered: true });
})();`;

/**
 * Moves a page's build scripts into a template that a small inline script loads after the first
 * contentful paint: on a slow connection the HTML, CSS and font get the bandwidth first, and the
 * page is drawn before 140 KB of framework code is fetched and evaluated. The tags stay in the HTML
 * as Next.js wrote them, so anything that reads the page still sees every script it loads.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const tags = html.match(buildScriptTags);
  if (!tags) return html;
  const at = html.indexOf(tags[0]);
  const rest = html.replace(buildScriptTags, "");
  const block = `<template id="${DEFERRED_SCRIPTS_ID}">${tags.join("")}</template><script>${loader}</script>`;
  return rest.slice(0, at) + block + rest.slice(at);
}

/** An inline script runs under this policy: none at all, or a script-src with 'unsafe-inline' and no nonce or hash (which would void it). */
export function allowsInlineScripts(policy: string | undefined): boolean {
  if (!policy) return true;
  const directives = policy.split(";").map((part) => part.trim().split(/\s+/));
  const scriptSrc = directives.find(([name]) => name === "script-src") ?? directives.find(([name]) => name === "default-src");
  if (!scriptSrc) return true;
  const sources = scriptSrc.slice(1);
  return sources.includes("'unsafe-inline'") && !sources.some((source) => /^'(nonce|sha(256|384|512))-/.test(source));
}

function isWholePublicPage(res: ServerResponse): boolean {
  return (
    res.statusCode === 200 &&
    String(res.getHeader("Content-Type") ?? "").startsWith("text/html") &&
    allowsInlineScripts(res.getHeader("Content-Security-Policy") as string | undefined)
  );
}

type End = (chunk?: unknown, ...rest: unknown[]) => ServerResponse;

/** Rewritten pages by path and ETag (which Next.js computes from the page's bytes), oldest dropped first. */
class RewrittenPages {
  private readonly pages = new Map<string, Buffer>();

  constructor(private readonly maxPages: number) {}

  get(key: string | undefined, page: string | Buffer): Buffer {
    const cached = key === undefined ? undefined : this.pages.get(key);
    if (cached) return cached;
    const rewritten = Buffer.from(loadScriptsAfterFirstPaint(String(page)));
    if (key === undefined) return rewritten;
    this.pages.set(key, rewritten);
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.maxPages) break;
      this.pages.delete(oldest);
    }
    return rewritten;
  }
}

/**
 * Applies loadScriptsAfterFirstPaint to the pages sent whole (prerendered and regenerated public
 * pages), once per page version: rewriting the home page on every request cost a third of the
 * server's throughput. Streamed pages (the back office) and pages whose policy allows only nonced
 * scripts are passed through untouched.
 */
export function scriptsAfterFirstPaint(handler: Handler): Handler {
  const pages = new RewrittenPages(64);
  return (req, res) => {
    const write = res.write.bind(res);
    const end = res.end.bind(res) as End;
    let streamed = false;
    res.write = ((...args: Parameters<ServerResponse["write"]>) => {
      streamed = true;
      return write(...args);
    }) as ServerResponse["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const whole = typeof chunk === "string" || Buffer.isBuffer(chunk);
      if (streamed || !whole || !isWholePublicPage(res)) return end(chunk, ...rest);
      const etag = res.getHeader("ETag");
      const key = typeof etag === "string" ? `${pathOf(req)} ${etag} ${chunk.length}` : undefined;
      const html = pages.get(key, chunk);
      res.setHeader("Content-Length", html.length);
      const callback = rest.find((arg) => typeof arg === "function");
      return callback ? end(html, callback) : end(html);
    }) as ServerResponse["end"];
    return handler(req, res);
  };
}
