import { createDatabase } from "@/db/client";
import { upsertAdmin } from "@/lib/team/service";
import { seedSampleData } from "@/scripts/seed";

import { E2E_ADMIN } from "./fixtures";
import { slotDatabases } from "./slots";
import { resetDatabase } from "../support/reset";

/** A known state for the browser tests, in every slot's database: empty tables, one admin, the demo sample data. */
export default async function globalSetup() {
  const urls = slotDatabases();
  if (urls.length === 0) throw new Error("End-to-end tests need DATABASE_URL: run them through `npm test`.");
  for (const url of urls) {
    const db = createDatabase(url, { max: 2 });
    try {
      await resetDatabase(db);
      await upsertAdmin(db, E2E_ADMIN);
      await seedSampleData(db, { leads: 40, invoices: 12 });
    } finally {
      await db.$client.end();
    }
  }
}
