import { migrateDatabase } from "@/db/migrate";

/** Server start-up: apply pending migrations (under the advisory lock) before serving requests. */
export async function onServerStart() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn("[start] DATABASE_URL is not set: pages that read data will fail. Use `npm start`.");
    return;
  }
  await migrateDatabase(url);
}
