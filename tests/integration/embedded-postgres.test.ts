import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";

import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/scripts/embedded-postgres";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "embedded-check-"));
const started: EmbeddedDatabase[] = [];

afterAll(async () => {
  for (const handle of started.reverse()) await handle.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function answers(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select current_database() as name`;
    return row!.name as string;
  } finally {
    await sql.end();
  }
}

const serverRunning = () => existsSync(path.join(dataDir, "postgres", "postmaster.pid"));

describe("the embedded PostgreSQL", () => {
  it("starts under DATA_DIR, is reused by a second process, and recovers an orphan", { timeout: 90_000 }, async () => {
    const previousPort = process.env.EMBEDDED_PG_PORT;
    process.env.EMBEDDED_PG_PORT = "0";
    try {
      const first = await startEmbeddedPostgres(dataDir);
      started.push(first);
      expect(first.owned).toBe(true);
      expect(await answers(first.url)).toBe("app");

      // A CLI next to a running server reuses it and leaves it running.
      const second = await startEmbeddedPostgres(dataDir);
      expect(second.owned).toBe(false);
      expect(second.url).toBe(first.url);
      await second.stop();
      expect(await answers(first.url)).toBe("app");

      // The owner was killed: the next start adopts the orphan and stops it on exit.
      const stateFile = path.join(dataDir, "embedded-postgres.json");
      const state = JSON.parse(readFileSync(stateFile, "utf8")) as { ownerPid: number };
      writeFileSync(stateFile, JSON.stringify({ ...state, ownerPid: 2 ** 22 + 1 }));
      const adopter = await startEmbeddedPostgres(dataDir);
      expect(adopter.owned).toBe(true);
      await adopter.stop();
      expect(serverRunning()).toBe(false);

      // Data survives a stop and start.
      const again = await startEmbeddedPostgres(dataDir);
      started.push(again);
      expect(await answers(again.url)).toBe("app");
    } finally {
      if (previousPort === undefined) delete process.env.EMBEDDED_PG_PORT;
      else process.env.EMBEDDED_PG_PORT = previousPort;
    }
  });
});
