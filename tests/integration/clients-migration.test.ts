import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";

import { migrateDatabase } from "@/db/migrate";

/*
 * The carry-over of 0021: a database migrated up to 0019 (the last migration before clients) gets
 * projects, invoices, retainers and converted leads whose client emails repeat in other case and
 * spacing, then the remaining migrations. One client per distinct email, every row linked to it,
 * nothing lost; running 0021 again changes nothing.
 */

const LAST_BEFORE_CLIENTS = 19;
const migrations = path.resolve(import.meta.dirname, "../../db/migrations");
const baseUrl = process.env.DATABASE_URL!;
const scratchName = `clients_migration_${randomBytes(4).toString("hex")}`;
const scratchUrl = (() => {
  const url = new URL(baseUrl);
  url.pathname = `/${scratchName}`;
  return url.toString();
})();
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
const folder = mkdtempSync(path.join(tmpdir(), "migrations-to-0019-"));

afterAll(async () => {
  await admin.unsafe(`drop database if exists "${scratchName}" with (force)`);
  await admin.end();
  rmSync(folder, { recursive: true, force: true });
});

type Journal = { entries: { idx: number; tag: string }[] };

/** A migrations folder holding 0000 to 0019 only, with its journal cut to match. */
function migrationsUpTo(last: number): string {
  const journal = JSON.parse(readFileSync(path.join(migrations, "meta/_journal.json"), "utf8")) as Journal;
  const kept = journal.entries.filter((entry) => entry.idx <= last);
  expect(kept.at(-1)?.tag).toBe("0019_overview_running_totals");
  cpSync(path.join(migrations, "meta"), path.join(folder, "meta"), { recursive: true });
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept) cpSync(path.join(migrations, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

async function migrateWith(dir: string | undefined) {
  const before = process.env.MIGRATIONS_DIR;
  if (dir) process.env.MIGRATIONS_DIR = dir;
  else delete process.env.MIGRATIONS_DIR;
  try {
    await migrateDatabase(scratchUrl);
  } finally {
    if (before === undefined) delete process.env.MIGRATIONS_DIR;
    else process.env.MIGRATIONS_DIR = before;
  }
}

/** Rows as the application had them before clients: the same people under emails in other case and spacing. */
async function seedBeforeClients(sql: postgres.Sql) {
  const [ada] = await sql`insert into leads (name, email, source, company, status, created_at)
    values ('Ada Park', 'Ada@Example.com', 'contact_form', 'Park Bakery', 'won', '2026-01-01') returning id`;
  // Not converted: a lead without a project makes no client.
  await sql`insert into leads (name, email, source) values ('Lone Lead', 'lone@example.com', 'contact_form')`;
  await sql`insert into projects (lead_id, title, client_name, client_email, created_at) values
    (${ada!.id}, 'Bakery site', 'Ada Park', ' ada@example.com ', '2026-01-02'),
    (null, 'Menu redesign', 'Park Bakery', 'ADA@EXAMPLE.COM', '2026-01-05'),
    (null, 'Bike shop app', 'Rocky Bikes', 'ops@rockybikes.example', '2026-01-03')`;
  await sql`insert into invoices (invoice_number, client_name, client_email, issue_date, due_date, created_at) values
    ('INV-2026-0001', 'Park Bakery Inc', 'ada@example.com', '2026-01-10', '2026-02-10', '2026-01-10'),
    ('INV-2026-0002', 'Rocky Bikes', 'Ops@RockyBikes.example  ', '2026-01-11', '2026-02-11', '2026-01-11'),
    ('INV-2026-0003', 'Solo Studio', 'hello@solo.example', '2026-01-12', '2026-02-12', '2026-01-12')`;
  const template = { clientName: "Rocky Bikes", clientEmail: "ops@rockybikes.example", items: [] };
  await sql`insert into recurring_invoices (source_invoice_number, client_name, client_email, total_amount, template, frequency, start_date, due_days) values
    ('INV-2026-0002', 'Rocky Bikes', 'OPS@rockybikes.example', '100.00', ${sql.json(template)}, 'month', '2026-02-01', 30),
    ('INV-2026-0009', 'Retainer Only', 'retainer@only.example', '50.00', ${sql.json({ ...template, clientEmail: "retainer@only.example" })}, 'month', '2026-02-01', 30)`;
  return { adaLeadId: ada!.id as string };
}

/** Every row's client, by the row's own email: what the test compares before and after. */
async function links(sql: postgres.Sql) {
  return sql`
    select 'project' as kind, p.title as what, p.client_email as email, c.billing_email as client_email, p.client_id
      from projects p left join clients c on c.id = p.client_id
    union all
    select 'invoice', i.invoice_number, i.client_email, c.billing_email, i.client_id
      from invoices i left join clients c on c.id = i.client_id
    union all
    select 'retainer', r.source_invoice_number, r.client_email, c.billing_email, r.client_id
      from recurring_invoices r left join clients c on c.id = r.client_id
    union all
    select 'lead', l.name, l.email, c.billing_email, l.client_id
      from leads l left join clients c on c.id = l.client_id
    order by 1, 2`;
}

const snapshot = async (sql: postgres.Sql) => ({
  clients: await sql`select id, kind, display_name, company, billing_email from clients order by id`,
  contacts: await sql`select id, client_id, name, email, is_primary from client_contacts order by id`,
  links: await links(sql),
  counts: await sql`select
    (select count(*)::int from projects) as projects, (select count(*)::int from invoices) as invoices,
    (select count(*)::int from recurring_invoices) as retainers, (select count(*)::int from leads) as leads`,
});

describe("the clients migration", () => {
  it("makes one client per email (any case, any spacing), links every row to it, and is harmless to run again", async () => {
    await admin.unsafe(`create database "${scratchName}"`);
    await migrateWith(migrationsUpTo(LAST_BEFORE_CLIENTS));
    const sql = postgres(scratchUrl, { max: 1, onnotice: () => {} });
    try {
      const { adaLeadId } = await seedBeforeClients(sql);
      await migrateWith(undefined);

      const clients = await sql`select id, display_name, company, billing_email from clients order by lower(billing_email)`;
      expect(clients.map((client) => (client.billing_email as string).toLowerCase())).toEqual([
        "ada@example.com",
        "hello@solo.example",
        "ops@rockybikes.example",
        "retainer@only.example",
      ]);
      // Named after the newest bill-to (the invoice of Jan 10); the converted lead's company kept.
      expect(clients[0]).toMatchObject({ display_name: "Park Bakery Inc", company: "Park Bakery" });

      const primaries = await sql`select c.billing_email, count(*) filter (where cc.is_primary)::int as primaries,
          max(cc.name) filter (where cc.is_primary) as primary_name
        from clients c left join client_contacts cc on cc.client_id = c.id group by c.billing_email order by lower(c.billing_email)`;
      expect(primaries.map((row) => row.primaries)).toEqual([1, 1, 1, 1]);
      // The converted lead's person is Ada's primary contact.
      expect(primaries[0]!.primary_name).toBe("Ada Park");

      const rows = await links(sql);
      expect(rows).toHaveLength(3 + 3 + 2 + 2);
      for (const row of rows) {
        if (row.kind === "lead" && row.what === "Lone Lead") {
          expect(row.client_id).toBeNull();
          continue;
        }
        expect(row.client_id, `${row.kind} ${row.what}`).not.toBeNull();
        expect((row.client_email as string).trim().toLowerCase()).toBe((row.email as string).trim().toLowerCase());
      }
      const [ada] = await sql`select client_id from leads where id = ${adaLeadId}`;
      expect(ada!.client_id).toBe(clients[0]!.id);

      // Nothing lost: the rows are all there, with their own (frozen) names and emails untouched.
      const before = await snapshot(sql);
      expect(before.counts[0]).toEqual({ projects: 3, invoices: 3, retainers: 2, leads: 2 });
      expect(rows.find((row) => row.what === "INV-2026-0002")!.email).toBe("Ops@RockyBikes.example  ");

      // 0021 again (as a re-run or a half-applied deploy would): nothing changes.
      const carryOver = readFileSync(path.join(migrations, "0021_clients_carried_over.sql"), "utf8");
      for (const statement of carryOver.split("--> statement-breakpoint")) await sql.unsafe(statement);
      expect(await snapshot(sql)).toEqual(before);
    } finally {
      await sql.end();
    }
  }, 120_000);
});
