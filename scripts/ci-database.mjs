// Creates, drops or pings a database on a PostgreSQL server, for .ci/run (no psql needed).
import postgres from "postgres";

const [action, url, name] = process.argv.slice(2);
if (name !== undefined && !/^[a-z0-9_]+$/.test(name)) throw new Error(`Bad database name: ${name}`);
const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
try {
  if (action === "ping") await sql`select 1`;
  else if (action === "create") await sql.unsafe(`create database "${name}"`);
  else if (action === "drop") await sql.unsafe(`drop database if exists "${name}" with (force)`);
  else throw new Error(`Unknown action ${action}`);
} finally {
  await sql.end();
}
