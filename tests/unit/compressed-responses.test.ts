import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CompressedBodies, compressResponses, preferredEncoding } from "@/lib/server/compressed-responses";

const page = `<!doctype html><html><body>${"<p>Summit Digital, Denver.</p>".repeat(400)}</body></html>`;
let pageRenders = 0;

const script = `(()=>{${"console.log('Summit Digital');".repeat(300)}})();`;
/** Two build files of one size written in the same millisecond: the same weak ETag, other bytes. */
const twins: Record<string, string> = {
  "/_next/static/chunks/loading-a.js": `(()=>{${"console.log('a');".repeat(100)}})();`,
  "/_next/static/chunks/loading-b.js": `(()=>{${"console.log('b');".repeat(100)}})();`,
};

/** Stands in for Next.js: a prerendered page with an ETag, a build file sent in chunks, a streamed page, a JSON answer. */
function app(req: IncomingMessage, res: ServerResponse) {
  if (req.url === "/page" || req.url?.startsWith("/page?")) {
    pageRenders += 1;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("ETag", '"page-v1"');
    res.setHeader("Vary", "RSC");
    res.end(page);
  } else if (req.url === "/_next/static/chunks/app.js") {
    res.setHeader("Content-Type", "application/javascript; charset=UTF-8");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("ETag", 'W/"app-1"');
    res.write(script.slice(0, 1000));
    res.write(Buffer.from(script.slice(1000, 5000)));
    res.end(script.slice(5000));
  } else if (req.url && req.url in twins) {
    res.setHeader("Content-Type", "application/javascript; charset=UTF-8");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("ETag", 'W/"1500-19a2b3c4d5e"');
    res.end(twins[req.url]);
  } else if (req.url === "/streamed") {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(page);
    res.end("<p>done</p>");
  } else {
    res.statusCode = 404;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ error: "Not found" }));
  }
}

let server: Server;
let base: string;
const cache = new CompressedBodies(1024 * 1024);

beforeAll(async () => {
  server = createServer(compressResponses(app, cache));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw bytes and headers (fetch() would decompress on its own). */
function get(path: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("preferredEncoding", () => {
  it("prefers br, falls back to gzip and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe("compressResponses", () => {
  it("compresses a page with an ETag once and serves the same bytes from memory after", async () => {
    const first = await get("/page", "gzip, deflate, br");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toMatch(/RSC.*Accept-Encoding/i);
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body).toString()).toBe(page);
    const cached = cache.size;
    expect(cached).toBeGreaterThan(0);

    const second = await get("/page", "br");
    expect(second.body.equals(first.body)).toBe(true);
    expect(cache.size).toBe(cached);
    expect(pageRenders).toBe(2);

    const tagged = await get("/page?utm_source=newsletter", "br");
    expect(tagged.body.equals(first.body)).toBe(true);
    expect(cache.size).toBe(cached);
  });

  it("keeps one entry per encoding", async () => {
    const { headers, body } = await get("/page", "gzip");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it("keeps a build file sent in chunks as one compressed body", async () => {
    const before = cache.size;
    const first = await get("/_next/static/chunks/app.js", "gzip, br");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(first.body).toString()).toBe(script);
    expect(cache.size).toBeGreaterThan(before);
    const kept = cache.size;
    const second = await get("/_next/static/chunks/app.js", "br");
    expect(second.body.equals(first.body)).toBe(true);
    expect(cache.size).toBe(kept);
  });

  it("keeps build files apart that share a weak ETag", async () => {
    for (const [path, source] of [...Object.entries(twins), ...Object.entries(twins)]) {
      const { body } = await get(path, "br");
      expect(brotliDecompressSync(body).toString()).toBe(source);
    }
  });

  it("streams what has no ETag through the streaming compressor", async () => {
    const { headers, body } = await get("/streamed", "gzip");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString()).toBe(`${page}<p>done</p>`);
  });

  it("sends plain bytes to a client that takes no compression", async () => {
    const { headers, body } = await get("/page", "identity");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.toString()).toBe(page);
  });

  it("leaves error answers alone", async () => {
    const { status, body } = await get("/missing", "br");
    expect(status).toBe(404);
    expect(JSON.parse(body.toString())).toEqual({ error: "Not found" });
  });
});

describe("CompressedBodies", () => {
  it("drops the least recently used bodies beyond its budget", async () => {
    const small = new CompressedBodies(400);
    const body = (n: number) => Buffer.from(`${n}:${Math.random().toString(36).repeat(60)}`);
    for (let n = 0; n < 10; n += 1) await small.get("gzip", `/${n}`, `"${n}"`, body(n));
    expect(small.size).toBeGreaterThan(0);
    expect(small.size).toBeLessThanOrEqual(400);
  });
});
