import { randomBytes } from "node:crypto";

import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";

import { migrateDatabase } from "@/db/migrate";

const baseUrl = process.env.DATABASE_URL!;
const scratchName = `migrate_check_${randomBytes(4).toString("hex")}`;
const scratchUrl = (() => {
  const url = new URL(baseUrl);
  url.pathname = `/${scratchName}`;
  return url.toString();
})();
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });

afterAll(async () => {
  await admin.unsafe(`drop database if exists "${scratchName}" with (force)`);
  await admin.end();
});

async function describeSchema(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const columns = await sql`select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`;
    const indexes = await sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`;
    const constraints = await sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint
      where connamespace = 'public'::regnamespace order by conname`;
    const journal = await sql`select count(*)::int as applied from drizzle.__drizzle_migrations`;
    // 'u' for an unlogged table (rate_limits: counters that need no WAL), 'p' for the others.
    const persistence = await sql`select relname, relpersistence from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`;
    return { columns, indexes, constraints, persistence, applied: journal[0]!.applied as number };
  } finally {
    await sql.end();
  }
}

describe("migrations", () => {
  it("apply to an empty database, and a second run changes nothing", async () => {
    await admin.unsafe(`create database "${scratchName}"`);
    await migrateDatabase(scratchUrl);
    const first = await describeSchema(scratchUrl);
    expect(first.applied).toBeGreaterThanOrEqual(2);
    expect(first.columns.map((c) => c.table_name)).toEqual(
      expect.arrayContaining([
        "admin_users",
        "leads",
        "projects",
        "communications",
        "invoices",
        "invoice_items",
        "activity_log",
        "mail_outbox",
        "rate_limits",
      ]),
    );
    expect(first.indexes.map((i) => i.indexname)).toContain("leads_search_trgm_idx");
    const unlogged = first.persistence.filter((table) => table.relpersistence === "u").map((table) => table.relname);
    expect(unlogged).toEqual(["rate_limits"]);

    await migrateDatabase(scratchUrl);
    expect(await describeSchema(scratchUrl)).toEqual(first);
  });

  it("two processes migrating at once apply each migration once", async () => {
    const other = `${scratchName}_race`;
    const url = new URL(baseUrl);
    url.pathname = `/${other}`;
    await admin.unsafe(`create database "${other}"`);
    try {
      await Promise.all([migrateDatabase(url.toString()), migrateDatabase(url.toString()), migrateDatabase(url.toString())]);
      const schema = await describeSchema(url.toString());
      const fresh = await describeSchema(scratchUrl);
      expect(schema.applied).toBe(fresh.applied);
    } finally {
      await admin.unsafe(`drop database if exists "${other}" with (force)`);
    }
  }, 90_000);
});
