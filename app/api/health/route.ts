import { sql } from "drizzle-orm";

import { getDb } from "@/db/client";
import { withinDeadline } from "@/db/deadline";
import { logger } from "@/lib/log";

const log = logger("api.health");

/** Longer than this and the database counts as down: the proxy and the container probe wait on it. */
const DATABASE_TIMEOUT_MS = 2_000;

const noStore = { "Cache-Control": "no-store" };

export const dynamic = "force-dynamic";

/**
 * CONTRACT.md: GET /api/health, 200 when the database answers, else 503. For the proxy's and the
 * container's health checks, so it says nothing else and is never rate limited.
 */
export async function GET(): Promise<Response> {
  try {
    await withinDeadline(getDb().execute(sql`select 1`), DATABASE_TIMEOUT_MS);
    return Response.json({ ok: true }, { headers: noStore });
  } catch (error) {
    log.warn({ err: error }, "the database did not answer the health check");
    return Response.json({ ok: false }, { status: 503, headers: noStore });
  }
}
