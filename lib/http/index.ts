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
 * A body read as text, byte for byte as sent (a signed webhook's signature covers the raw body):
 * oversized gets 413, unreadable 400, whatever the Content-Type says.
 */
export async function readTextBody(request: Request, maxBytes: number): Promise<Parsed<string>> {
  let text: string | undefined;
  try {
    text = await readLimited(request, maxBytes);
  } catch {
    return { ok: false, response: jsonError(400, "The request body could not be read.") };
  }
  if (text === undefined) return { ok: false, response: jsonError(413, `The request body is larger than ${maxBytes / 1024} KB.`) };
  return { ok: true, data: text };
}

/** What a POST under /api/functions must be: JSON, sent from a page of ours (CONTRACT.md). */
export type PostPolicy = { siteUrl: string; trustProxy: boolean };

/** The right-most entry of a comma-separated header: the one the nearest proxy wrote. */
function lastEntry(value: string | null): string | undefined {
  const entries = (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return entries[entries.length - 1];
}

/**
 * Whether an Origin header names another site, as Next.js checks server actions: it must be the
 * request's own host (or the trusted proxy's X-Forwarded-Host) or SITE_URL's. An absent Origin passes;
 * "null" and anything unparsable do not.
 */
export function isForeignOrigin(headers: Pick<Headers, "get">, { siteUrl, trustProxy }: PostPolicy): boolean {
  const origin = headers.get("origin");
  if (origin === null) return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return true;
  }
  if (from.origin === new URL(siteUrl).origin) return false;
  const host = (trustProxy ? lastEntry(headers.get("x-forwarded-host")) : undefined) ?? headers.get("host");
  return !host || from.host !== host.trim().toLowerCase();
}

/** Whether the body is declared as JSON (`application/json`, parameters such as charset allowed). */
export function isJsonContentType(headers: Pick<Headers, "get">): boolean {
  const type = (headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json";
}

/**
 * Refuses a POST that is not JSON (415) or comes from another site's page (403), before the body is
 * read: a cross-site form post or no-cors fetch cannot send JSON, so it stores and spends nothing.
 */
export function refuseCrossSitePost(request: Request, policy: PostPolicy): Response | null {
  if (isForeignOrigin(request.headers, policy)) return jsonError(403, "Requests from other sites are not accepted.");
  if (!isJsonContentType(request.headers)) {
    return jsonError(415, "The request body must be JSON, sent with Content-Type: application/json.");
  }
  return null;
}

/** The one way /api/functions handlers read their body: refuseCrossSitePost, then parseJsonBody. */
export async function readJsonPost<T extends z.ZodType>(request: Request, schema: T, policy: PostPolicy): Promise<Parsed<z.output<T>>> {
  const refused = refuseCrossSitePost(request, policy);
  if (refused) return { ok: false, response: refused };
  return parseJsonBody(request, schema);
}

/**
 * Whether the browser reaches us over https: SITE_URL is an https address (the site is served over
 * https, whatever the proxy in front says), or the proxy says this request came over https.
 */
export function servesHttps(headers: Pick<Headers, "get">, siteUrl: string): boolean {
  if (siteUrl.toLowerCase().startsWith("https:")) return true;
  const proto = (headers.get("x-forwarded-proto") ?? "").split(",")[0]?.trim().toLowerCase();
  return proto === "https";
}

/** One cookie's value from a Cookie header (route handlers read cookies from the Request). */
export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
