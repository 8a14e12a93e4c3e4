import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import compression from "compression";

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** A request's path without its query string. */
export const pathOf = (req: IncomingMessage) => (req.url ?? "").split("?")[0]!;
type Encoding = "br" | "gzip";

/*
 * Done once per body, so the smallest output is worth the milliseconds: brotli 11 for a page (about
 * 150 ms for the home page's 127 KB). The build files of a page are many and larger, and the first
 * visitor after a start waits for all of them: brotli 9 compresses those in about a tenth of the
 * time (12 files in 0.1 s instead of 0.7 s) for 5-8% more bytes.
 */
const compressors: Record<Encoding, (body: Buffer, smallest: boolean) => Promise<Buffer>> = {
  br: (body, smallest) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: smallest ? 11 : 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** br when the client takes it, else gzip, else nothing (a q=0 weight refuses an encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/** Compressed bodies by encoding, path and ETag, the least recently used dropped beyond `maxBytes`. */
export class CompressedBodies {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(encoding: Encoding, path: string, etag: string, body: Buffer, smallest = true): Promise<Buffer> {
    const key = `${encoding} ${body.length} ${path} ${etag}`;
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry;
    }
    entry = compressors[encoding](body, smallest);
    this.entries.set(key, entry);
    entry.then(
      (compressed) => this.account(key, compressed.length),
      () => this.entries.delete(key),
    );
    return entry;
  }

  get size() {
    return this.bytes;
  }

  private account(key: string, size: number) {
    if (!this.entries.has(key)) return;
    this.sizes.set(key, size);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }
}

const compressibleType = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Whether a response's bytes are fixed by its ETag, so its compressed form can be kept: a page
 * Next.js sends whole (it gives every prerendered or regenerated page an ETag computed from the
 * bytes), or an immutable build file (/_next/static, whose names carry a content hash).
 */
function isKeepable(res: ServerResponse, wholeBody: boolean): boolean {
  const type = String(res.getHeader("Content-Type") ?? "");
  return (
    res.statusCode === 200 &&
    typeof res.getHeader("ETag") === "string" &&
    !res.getHeader("Content-Encoding") &&
    compressibleType.test(type) &&
    (wholeBody || /\bimmutable\b/.test(String(res.getHeader("Cache-Control") ?? "")))
  );
}

const toBuffer = (chunk: unknown, encoding: unknown) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");

/**
 * Compresses what the server sends. Responses whose bytes an ETag fixes (the prerendered pages and
 * the build's static files) are compressed once, with the best settings, and served from memory
 * while those bytes stay the same: per-request compression of the pages was most of the server's
 * time. Everything else (dynamic pages, CSV exports, API answers) is compressed as it streams, by
 * the `compression` middleware.
 */
export function compressResponses(handler: Handler, cache = new CompressedBodies(32 * 1024 * 1024)): Handler {
  const streaming = compression();
  return (req, res) => {
    const encoding = req.method === "GET" ? preferredEncoding(req.headers["accept-encoding"]) : undefined;
    streaming(req as Parameters<typeof streaming>[0], res as Parameters<typeof streaming>[1], () => {
      if (encoding) keepCompressedBodies(req, res, encoding, cache);
      void handler(req, res);
    });
  };
}

type Write = (chunk: unknown, ...rest: unknown[]) => boolean;
type End = (chunk?: unknown, ...rest: unknown[]) => ServerResponse;

function keepCompressedBodies(req: IncomingMessage, res: ServerResponse, encoding: Encoding, cache: CompressedBodies) {
  const write = res.write.bind(res) as Write;
  const end = res.end.bind(res) as End;
  // Decided at the first write: "buffer" collects a static file's chunks to compress them as one.
  let mode: "buffer" | "stream" | undefined;
  const chunks: Buffer[] = [];
  const callbackOf = (rest: unknown[]) => rest.find((arg): arg is () => void => typeof arg === "function");

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    mode ??= isKeepable(res, false) ? "buffer" : "stream";
    if (mode === "stream") return write(chunk, ...rest);
    chunks.push(toBuffer(chunk, rest[0]));
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse["write"];

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const hasChunk = chunk !== undefined && chunk !== null && typeof chunk !== "function";
    if (mode === "stream" || (mode === undefined && !(hasChunk && isKeepable(res, true)))) return end(chunk, ...rest);
    if (hasChunk) chunks.push(toBuffer(chunk, rest[0]));
    const body = Buffer.concat(chunks);
    const callback = callbackOf(typeof chunk === "function" ? [chunk] : rest);
    const finish = (bytes: Buffer) => (callback ? end(bytes, callback) : end(bytes));
    // The path is part of the key: a build file's weak ETag is only its size and modification time,
    // which two small chunks written in the same millisecond share. Not the query, so `?utm=...`
    // variants of a page share its entry instead of each costing a compression.
    const path = pathOf(req);
    cache.get(encoding, path, res.getHeader("ETag") as string, body, mode === undefined).then(
      (compressed) => {
        if (res.headersSent) return finish(body);
        res.setHeader("Content-Encoding", encoding);
        res.setHeader("Content-Length", compressed.length);
        const vary = String(res.getHeader("Vary") ?? "");
        if (!/accept-encoding/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
        return finish(compressed);
      },
      () => finish(body),
    );
    return res;
  }) as ServerResponse["end"];
}
