/**
 * `npm run bench:import [-- --rows N --existing M]`: the CSV import's own code timed step by step on a
 * throw-away database, memory sampled (docs/performance.md describes the run and its target).
 */
import { once } from "node:events";
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { stringify } from "csv-stringify";
import { sql } from "drizzle-orm";
import postgres from "postgres";

import { createDatabase, type Database } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { CSV_FORMAT } from "@/lib/export/csv-format";
import { guessMapping } from "@/lib/lead-imports/fields";
import { previewLeadImport } from "@/lib/lead-imports/preview";
import { runLeadImport } from "@/lib/lead-imports/service";
import { undoLeadImport } from "@/lib/lead-imports/undo";
import { stageLeadImport } from "@/lib/lead-imports/upload";
import { leadExportColumns } from "@/lib/leads/export";
import { upsertAdmin } from "@/lib/team/service";

import { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";

const TARGET_S = 20;
const TIME_ZONE = "America/Denver";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

const rows = option("rows", 50_000);
const existing = option("existing", 20_000);

/** Peak memory of this process, sampled every 20 ms while a step runs. */
class MemoryPeak {
  private timer: NodeJS.Timeout | undefined;
  rss = 0;
  heap = 0;
  start() {
    this.rss = 0;
    this.heap = 0;
    this.sample();
    this.timer = setInterval(() => this.sample(), 20);
  }
  stop() {
    clearInterval(this.timer);
    this.sample();
  }
  private sample() {
    const { rss, heapUsed } = process.memoryUsage();
    this.rss = Math.max(this.rss, rss);
    this.heap = Math.max(this.heap, heapUsed);
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Writes the file an agency would bring: our export's columns, a tenth of the rows matching stored leads, 1% with a bad email. */
async function writeCsv(file: string) {
  const headers = leadExportColumns(TIME_ZONE).map((column) => column.header);
  const out = createWriteStream(file);
  const writer = stringify({ ...CSV_FORMAT, columns: headers.map((header, index) => ({ key: String(index), header })) });
  writer.pipe(out);
  const statuses = ["new", "contacted", "qualified", "proposal", "won", "lost"];
  for (let n = 0; n < rows; n++) {
    const matchesStored = n % 10 === 0 && n / 10 < existing;
    const email = n % 100 === 99 ? `broken-${n}-at-example.com` : matchesStored ? `stored${n / 10}@example.com` : `import${n}@example.com`;
    const record = [
      `Imported Lead ${n}`,
      email,
      `(303) 555-${String(n % 10_000).padStart(4, "0")}`,
      `Company ${n % 5000}, LLC`,
      n % 3 === 0 ? "brand_analysis" : "contact_form",
      statuses[n % statuses.length],
      ["High", "Medium", "Low"][n % 3],
      String(n % 101),
      "web-development",
      "15k-50k",
      "3-months",
      (n % 250_000).toFixed(2),
      "2026-09-30",
      n % 2 ? "2026-04-15" : "",
      "2026-03-01 09:30",
      "referral, expo",
      `Brand ${n}`,
      `brand${n}.example.com`,
      `Looking for a new website and "SEO", line one,\nthen line two about the project, its goals and budget (${n}).`,
      "2026-02-15 14:05",
      `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    ];
    if (!writer.write(record)) await once(writer, "drain");
  }
  writer.end();
  await once(out, "finish");
}

async function openServer(): Promise<{ adminUrl: string; embedded?: EmbeddedDatabase; scratch?: string }> {
  const url = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const probe = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await probe`select 1`;
    return { adminUrl: url };
  } catch {
    const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-import-pg-"));
    console.log(`no PostgreSQL at ${new URL(url).host}: starting a throw-away embedded server`);
    const embedded = await startEmbeddedPostgres(scratch);
    return { adminUrl: embedded.url, embedded, scratch };
  } finally {
    await probe.end();
  }
}

async function timed<T>(
  label: string,
  memory: MemoryPeak,
  results: string[][],
  step: () => Promise<T>,
): Promise<{ value: T; seconds: number }> {
  memory.start();
  const started = performance.now();
  const value = await step();
  const seconds = (performance.now() - started) / 1000;
  memory.stop();
  results.push([label, seconds.toFixed(2), mb(memory.rss), mb(memory.heap)]);
  return { value, seconds };
}

async function main() {
  const server = await openServer();
  const name = `bench_import_${Date.now()}_${process.pid}`;
  const admin = postgres(server.adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const benchUrl = new URL(server.adminUrl);
  benchUrl.pathname = `/${name}`;
  const folder = mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
  const file = path.join(folder, "leads.csv");
  let db: Database | undefined;
  try {
    await migrateDatabase(benchUrl.toString());
    db = createDatabase(benchUrl.toString());
    const { id: adminId } = await upsertAdmin(db, {
      username: "bench",
      email: "bench@example.com",
      pin: "2468",
      password: "Bench-Pass-2026",
      firstName: "Bench",
      lastName: null,
      phone: null,
    });
    await db.execute(sql`
      insert into leads (name, email, source, created_at)
      select 'Stored Lead ' || g, 'stored' || g || '@example.com', 'contact_form', now() - make_interval(mins => g)
      from generate_series(0, ${existing - 1}) g`);
    await db.execute(sql`analyze leads`);
    await writeCsv(file);
    const bytes = statSync(file).size;
    console.log(`file: ${rows.toLocaleString("en-US")} rows, ${mb(bytes)} MB; ${existing.toLocaleString("en-US")} leads stored before`);

    const memory = new MemoryPeak();
    const results: string[][] = [];
    const baseline = process.memoryUsage();
    const upload = await timed("upload (read + stage)", memory, results, () =>
      stageLeadImport(db!, createReadStream(file, { highWaterMark: 64 * 1024 }), { fileName: "leads.csv", adminId }),
    );
    const headers = (await db.execute<{ headers: string[] }>(sql`select headers from lead_imports where id = ${upload.value.id}`))[0]!
      .headers;
    const preview = await timed("preview", memory, results, () =>
      previewLeadImport(db!, { importId: upload.value.id, mapping: guessMapping(headers), defaultSource: "contact_form" }, adminId),
    );
    const run = await timed("import (update empty fields)", memory, results, () =>
      runLeadImport(db!, { importId: upload.value.id, duplicateMode: "update" }, adminId, { timeZone: TIME_ZONE }),
    );
    await timed("undo", memory, results, () => undoLeadImport(db!, upload.value.id, adminId));

    const total = upload.seconds + preview.seconds + run.seconds;
    console.log(`\npreview: ${JSON.stringify(preview.value)}`);
    console.log(`import:  ${JSON.stringify(run.value)}\n`);
    console.log(["step".padEnd(30), "seconds".padStart(8), "peak rss MB".padStart(12), "peak heap MB".padStart(13)].join(""));
    for (const [label, seconds, rss, heap] of results)
      console.log([label!.padEnd(30), seconds!.padStart(8), rss!.padStart(12), heap!.padStart(13)].join(""));
    console.log(`\nbaseline before the upload: rss ${mb(baseline.rss)} MB, heap ${mb(baseline.heapUsed)} MB; file ${mb(bytes)} MB`);
    console.log(`verdict: ${total < TARGET_S ? "ok" : "OVER"} (upload + preview + import ${total.toFixed(2)} s, target < ${TARGET_S} s)`);
    console.log(`import_rows: ${rows}`);
    console.log(`import_total_s: ${total.toFixed(2)}`);
  } finally {
    await db?.$client.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
    if (server.embedded) await server.embedded.stop();
    if (server.scratch) rmSync(server.scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error("bench:import could not measure:", error);
  process.exit(1);
});
