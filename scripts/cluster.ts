/**
 * deploy/compose.yaml on one machine without containers (web instances, workers, nginx with the shipped
 * configuration), for the deployment tests and `npm run bench`; not used by the product. Loopback only.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export type ClusterOptions = {
  databaseUrl: string;
  /** Environment shared by every web instance and worker (SESSION_SECRET, limits, mail...). */
  env?: Record<string, string>;
  webInstances?: number;
  workers?: number;
  /** Put nginx in front (default true). */
  proxy?: boolean;
  /** Where each process's output goes; default: kept in memory, printed when it fails to start. */
  logDir?: string;
};

type Managed = { name: string; port?: number; child: ChildProcess | null; output: string[]; start: () => Promise<void> };

export type Cluster = {
  proxyUrl: string;
  webUrls: string[];
  /** Kills web instance `index` at once (SIGKILL), as a crash would. */
  killWeb(index: number): void;
  /** Starts web instance `index` again on its port and waits until it answers. */
  startWeb(index: number): Promise<void>;
  /** nginx's access log: one `<upstream address> <status> <method> <uri>` line per request. */
  accessLog(): string[];
  /** The output of each worker that has exited since it started (none while all run). */
  exitedWorkers(): string[];
  stop(): Promise<void>;
};

/**
 * A free loopback port below the kernel's ephemeral range (32768 and up on Linux): a port from that
 * range can be taken by an outgoing connection while its server is down, and a restarted instance
 * then cannot listen on it again (the deployment tests restart one under load).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** The nginx binary, or a message saying how to get one. */
export function findNginx(): string {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (candidate && spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  throw new Error("nginx is needed for the deployment tests and benchmarks: apt-get install nginx-light (or set NGINX_PATH).");
}

/** Polls `check` until it holds; fails at `timeoutMs`, or at once when `child` (the process awaited) has exited. */
async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  { timeoutMs = 120_000, child }: { timeoutMs?: number; child?: ChildProcess | null } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${what} exited before it came up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

const healthy = (url: string) => async () => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;

function launch(managed: Managed, command: string, args: string[], env: NodeJS.ProcessEnv, logDir?: string) {
  managed.output.length = 0;
  // A process group of its own, so a kill reaches whatever the command started.
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const keep = (chunk: Buffer) => {
    managed.output.push(chunk.toString());
    if (managed.output.length > 200) managed.output.shift();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  if (logDir) {
    const file = path.join(logDir, `${managed.name}.log`);
    child.stdout!.on("data", (chunk: Buffer) => writeFileSync(file, chunk, { flag: "a" }));
    child.stderr!.on("data", (chunk: Buffer) => writeFileSync(file, chunk, { flag: "a" }));
  }
  managed.child = child;
  return child;
}

function killGroup(managed: Managed, signal: NodeJS.Signals) {
  const pid = managed.child?.pid;
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

async function stopGroup(managed: Managed) {
  const child = managed.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killGroup(managed, "SIGTERM");
  const timer = setTimeout(() => killGroup(managed, "SIGKILL"), 8_000);
  await exited;
  clearTimeout(timer);
}

export function nginxConfig(work: string, port: number, upstreams: number[]): string {
  const deploy = path.join(root, "deploy", "nginx");
  return `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 4096; }
http {
    log_format upstream '$upstream_addr $status $request_method $request_uri';
    access_log ${work}/access.log upstream;
    client_body_temp_path ${work}/client_body;
    proxy_temp_path ${work}/proxy_temp;
    fastcgi_temp_path ${work}/fastcgi_temp;
    uwsgi_temp_path ${work}/uwsgi_temp;
    scgi_temp_path ${work}/scgi_temp;
    include ${deploy}/proxy.conf;
    upstream summit_web {
${upstreams.map((upstream) => `        server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join("\n")}
        keepalive 32;
        keepalive_timeout 4s;
    }
    proxy_cache_path ${work}/cache levels=1:2 keys_zone=summit_cache:10m max_size=256m inactive=1h use_temp_path=off;
    server {
        listen 127.0.0.1:${port};
        server_name _;
        include ${deploy}/locations.conf;
    }
}
`;
}

export type Proxy = { url: string; accessLog(): string[]; stop(): Promise<void> };

/** nginx with the shipped configuration in front of web servers on these loopback ports. */
export async function startProxy(upstreamPorts: number[], port?: number): Promise<Proxy> {
  const binary = findNginx();
  const work = mkdtempSync(path.join(os.tmpdir(), "summit-proxy-"));
  // nginx's workers run as an unprivileged user when it is started as root.
  chmodSync(work, 0o777);
  const listen = port ?? (await freePort());
  const url = `http://127.0.0.1:${listen}`;
  const config = path.join(work, "nginx.conf");
  writeFileSync(config, nginxConfig(work, listen, upstreamPorts));
  for (const dir of ["client_body", "proxy_temp", "fastcgi_temp", "uwsgi_temp", "scgi_temp", "cache"])
    mkdirSync(path.join(work, dir), { mode: 0o777 });
  const args = ["-c", config, "-p", work, "-e", path.join(work, "error.log")];
  const tested = spawnSync(binary, ["-t", "-q", ...args], { encoding: "utf8" });
  if (tested.status !== 0) throw new Error(`nginx refused the configuration:\n${tested.stderr}`);
  const nginx = spawn(binary, args, { stdio: "ignore" });
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitFor(async () => (await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(2_000) })).status < 500, "nginx", {
      timeoutMs: 20_000,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    accessLog: () => {
      try {
        return readFileSync(path.join(work, "access.log"), "utf8").split("\n").filter(Boolean);
      } catch {
        return [];
      }
    },
    stop,
  };
}

/** Starts the web instances (all at once, on one database), the workers and nginx. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { databaseUrl, env: extra = {}, webInstances = 2, workers: workerCount = 0, proxy = true, logDir } = options;
  const proxyPort = await freePort();
  const ports = await Promise.all(Array.from({ length: webInstances }, () => freePort()));
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    SITE_URL: proxy ? proxyUrl : `http://127.0.0.1:${ports[0]}`,
    TRUST_PROXY: proxy ? "1" : "",
    ...extra,
  };
  const web: Managed[] = ports.map((port, index) => {
    const managed: Managed = {
      name: `web-${index + 1}`,
      port,
      child: null,
      output: [],
      start: async () => {
        launch(
          managed,
          process.execPath,
          [path.join(root, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"],
          { ...env, WORKER: "off" },
          logDir,
        );
        await waitFor(healthy(`http://127.0.0.1:${port}`), managed.name, { child: managed.child }).catch((error: unknown) => {
          throw new Error(`${(error as Error).message}:\n${managed.output.join("")}`);
        });
      },
    };
    return managed;
  });
  const workers: Managed[] = Array.from({ length: workerCount }, (_, index) => {
    const managed: Managed = {
      name: `worker-${index + 1}`,
      child: null,
      output: [],
      start: async () => {
        launch(managed, process.execPath, ["--import", "tsx", path.join(root, "scripts", "run.ts"), "worker"], env, logDir);
        await waitFor(async () => managed.output.join("").includes("Job worker running"), managed.name, { child: managed.child }).catch(
          (error: unknown) => {
            throw new Error(`${(error as Error).message}:\n${managed.output.join("")}`);
          },
        );
      },
    };
    return managed;
  });
  let nginx: Proxy | null = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all([...web, ...workers].map(stopGroup));
  };
  try {
    // Every process starts at the same moment on the same database: migrations run once, under their lock.
    await Promise.all([...web, ...workers].map((managed) => managed.start()));
    if (proxy) nginx = await startProxy(ports, proxyPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    proxyUrl,
    webUrls: ports.map((port) => `http://127.0.0.1:${port}`),
    killWeb: (index) => killGroup(web[index]!, "SIGKILL"),
    startWeb: (index) => web[index]!.start(),
    accessLog: () => nginx?.accessLog() ?? [],
    exitedWorkers: () =>
      workers
        .filter(({ child }) => child?.exitCode !== null || child.signalCode !== null)
        .map((managed) => `${managed.name}:\n${managed.output.join("")}`),
    stop,
  };
}
