import { z } from "zod";

export const MAX_JSON_BYTES = 64 * 1024;

export function jsonError(status: number, error: string, headers?: HeadersInit): Response {
  return Response.json({ error }, { status, headers });
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads at most maxBytes of the body, never trusting Content-Length alone. */
async function readLimited(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/**
 * The one way route handlers read a JSON body: oversized bodies get 413, bad JSON and schema
 * failures 400 with a readable message. Nothing here can produce a 5xx.
 */
export async function parseJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes = MAX_JSON_BYTES,
): Promise<Parsed<z.output<T>>> {
  let text: string | undefined;
  try {
    text = await readLimited(request, maxBytes);
  } catch {
    return { ok: false, response: jsonError(400, "The request body could not be read.") };
  }
  if (text === undefined) {
    return { ok: false, response: jsonError(413, `The request body is larger than ${maxBytes / 1024} KB.`) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, "The request body must be valid JSON.") };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return { ok: false, response: jsonError(400, `${where}${issue?.message ?? "Invalid request."}`) };
  }
  return { ok: true, data: parsed.data };
}

/**
 * The client's IP, the rate-limit key of the public forms and the login lockout.
 * - TRUST_PROXY unset: lib/server/client-address.ts has replaced X-Forwarded-For with the socket
 *   address before Next.js saw the request (Next keeps a client-sent header as it is), so the one
 *   entry is the peer's address and a client cannot choose its own key.
 * - TRUST_PROXY=1: one reverse proxy in front appends the address it saw (nginx
 *   `$proxy_add_x_forwarded_for`) or sets the header to it; either way the right-most entry is
 *   the one the proxy wrote. Entries to its left are whatever the client sent, so never used.
 * The answer is the right-most entry in both cases; `trustProxy` is kept in the signature so
 * callers state which deployment they expect.
 */
export function clientIp(request: Request, trustProxy: boolean): string {
  return clientIpFromHeaders(request.headers, trustProxy);
}

/** clientIp for code that has headers but no Request (server actions read `await headers()`). */
export function clientIpFromHeaders(headers: Pick<Headers, "get">, trustProxy: boolean): string {
  void trustProxy;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - 1] ?? "unknown";
}

/** Whether the browser reached us over https (directly or through a proxy that says so). */
export function isHttpsRequest(headers: Pick<Headers, "get">): boolean {
  const proto = (headers.get("x-forwarded-proto") ?? "").split(",")[0]?.trim().toLowerCase();
  return proto === "https";
}
