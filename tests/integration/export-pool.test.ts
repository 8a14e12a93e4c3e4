import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { GET as exportLeads } from "@/app/api/admin/export/leads.csv/route";
import { createExportDatabase, EXPORT_POOL_SIZE, getDb } from "@/db/client";
import { leads } from "@/db/schema";
import { csvSelection, streamCsv, type CsvColumn } from "@/lib/export/csv-stream";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import type { FakeRequestContext } from "../support/request-context";

const db = testDb();
let browser: FakeRequestContext;

beforeEach(async () => {
  browser = await signedInBrowser(db, (await insertDana(db)).id);
  // Far more rows than an export reads ahead, so a stalled download keeps its cursor open.
  await db.execute(sql`
    insert into ${leads} (name, email, source, message)
    select 'Lead ' || n, 'lead' || n || '@example.com', 'contact_form', repeat('x', 500)
    from generate_series(1, 5000) as n`);
});
afterAll(async () => {
  await closeAppDatabase();
});

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

const exportConnections = async () =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'summit-export' and state = 'active'`,
    )
  )[0]!.n;

describe("CSV exports and slow readers", () => {
  it("downloads that stall hold only the export pool's connections: the application's queries still run", async () => {
    // More stalled downloads than the application pool has connections (10).
    const downloads = Array.from({ length: 12 }, () =>
      exportLeads(browser.request("http://localhost/api/admin/export/leads.csv"), undefined),
    );
    const started: Response[] = [];
    downloads.forEach((download) => void download.then((response) => started.push(response)));
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // Nobody reads: the downloads hold at most the export pool, and the rest wait for it.
    expect(started.length).toBe(EXPORT_POOL_SIZE);
    expect(await exportConnections()).toBe(EXPORT_POOL_SIZE);
    const [answer] = await within(getDb().execute<{ one: number }>(sql`select 1 as one`), 3000);
    expect(answer).toEqual({ one: 1 });

    // Each cancelled download lets a waiting one start; all of them finish.
    for (let done = 0; done < downloads.length; done++) {
      while (started.length <= done) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(started[done]!.status).toBe(200);
      await started[done]!.body!.cancel();
    }
    await Promise.all(downloads);
  });

  it("a download nobody reads is cut off at its time limit, and its connection freed", async () => {
    const exportDb = createExportDatabase(process.env.DATABASE_URL!);
    try {
      const columns: CsvColumn[] = [
        { header: "Name", value: sql`${leads.name}` },
        { header: "Message", value: sql`${leads.message}` },
      ];
      const stream = await streamCsv(exportDb, exportDb.select(csvSelection(columns)).from(leads), columns, { downloadLimitMs: 1000 });
      expect(await exportConnections()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await exportConnections()).toBe(0);
      // The reader who comes back finds the file cut off with an error, not a silently short file.
      const reader = stream.getReader();
      const readAll = async () => {
        for (let next = await reader.read(); !next.done; next = await reader.read());
      };
      await expect(readAll()).rejects.toThrow("The export took too long to download and was stopped.");
    } finally {
      await exportDb.$client.end();
    }
  });
});
