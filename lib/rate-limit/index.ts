import { sql } from "drizzle-orm";

import { type Db, executePrepared } from "@/db/client";

export type RateLimitResult = { allowed: boolean; hits: number; limit: number; resetAt: Date };

type Window = { bucket: string; key: string; limit: number; windowMs: number; now?: Date };

/**
 * Counts one hit in a fixed window shared by every server instance (one upsert in PostgreSQL).
 * The window starts at the first hit and ends windowMs later; a hit after that starts a new one.
 */
export async function hitRateLimit(db: Db, { bucket, key, limit, windowMs, now = new Date() }: Window): Promise<RateLimitResult> {
  // ISO strings with casts: drizzle's postgres-js driver does not serialize Date parameters of raw SQL.
  const start = now.toISOString();
  const expires = new Date(now.getTime() + windowMs).toISOString();
  const [row] = await executePrepared<{ hits: number; expires_at: string | Date }>(
    db,
    "hit_rate_limit",
    sql`
    insert into rate_limits (bucket, key, window_start, hits, expires_at)
    values (${bucket}, ${key}, ${start}::timestamptz, 1, ${expires}::timestamptz)
    on conflict (bucket, key) do update set
      hits = case when rate_limits.expires_at <= excluded.window_start then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.expires_at <= excluded.window_start then excluded.window_start else rate_limits.window_start end,
      expires_at = case when rate_limits.expires_at <= excluded.window_start then excluded.expires_at else rate_limits.expires_at end
    returning hits, expires_at`,
  );
  const hits = Number(row!.hits);
  return { allowed: hits <= limit, hits, limit, resetAt: new Date(row!.expires_at) };
}

/** The hits counted in the current window, without adding one (0 when the window has passed). */
export async function peekRateLimit(db: Db, bucket: string, key: string, now = new Date()): Promise<number> {
  const rows = await db.execute<{ hits: number }>(sql`
    select hits from rate_limits where bucket = ${bucket} and key = ${key} and expires_at > ${now.toISOString()}::timestamptz`);
  return rows[0] ? Number(rows[0].hits) : 0;
}

/** Takes one hit back from the current window (an attempt that turned out not to count). */
export async function undoRateLimitHit(db: Db, bucket: string, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where bucket = ${bucket} and key = ${key}`);
}

export async function clearRateLimit(db: Db, bucket: string, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where bucket = ${bucket} and key = ${key}`);
}

/** Removes finished windows; run now and then by the job worker. */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  const rows = await db.execute(sql`delete from rate_limits where expires_at <= ${now.toISOString()}::timestamptz returning 1`);
  return rows.length;
}
