import { migrateDatabase } from "@/db/migrate";

/** Integration tests need DATABASE_URL (npm test provides one); migrate it once per run. */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error("Integration tests need a database: run them through `npm test`, or set DATABASE_URL.");
  }
  await migrateDatabase(url);
}
