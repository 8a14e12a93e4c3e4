/**
 * `npm run bench`: the public site as deployed, measured beside the empty Next.js 16 page as the
 * machine's speed (docs/performance.md: what it needs, its figures and env). Exits non-zero only when
 * it cannot measure.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import postgres from "postgres";

import { landingPages } from "@/content/landing-pages";
import { servicePages } from "@/content/service-pages";

import { freePort, startCluster, startProxy } from "./cluster";

const root = path.resolve(import.meta.dirname, "..");
const benchDir = path.resolve(process.env.BENCH_DIR ?? path.join(root, "..", "shared", "bench"));
const floorDir = process.env.FLOOR_DIR ?? path.join(os.tmpdir(), "summit-bench-floor");
const lighthouseRuns = Number(process.env.LH_RUNS ?? 5);
const throughputSeconds = Number(process.env.THROUGHPUT_SECONDS ?? 10);
const intakeSeconds = Number(process.env.INTAKE_SECONDS ?? 20);
const LIGHTHOUSE_PATHS = ["/", "/services/branding", "/digital-agency-denver"];
const PUBLIC_PATHS = [
  "/",
  ...servicePages.map((page) => `/services/${page.slug}`),
  ...landingPages.map((page) => `/${page.slug}`),
  "/privacy",
  "/terms",
];

const cleanups: (() => Promise<unknown>)[] = [];
const report = (line: string) => console.log(line);

function fail(message: string): never {
  throw new Error(message);
}

/** Runs one of the shared harness's scripts and returns its output (it prints its figures last). */
function harness(script: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync("bash", [path.join(benchDir, script), ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
}

const figure = (output: string, name: string) => Number(new RegExp(`^${name}: (\\S+)`, "m").exec(output)?.[1] ?? NaN);

/** The empty Next.js 16 page: built once into FLOOR_DIR, served with `next start`. */
async function startFloor(): Promise<{ port: number; stop: () => Promise<void> }> {
  if (!existsSync(path.join(floorDir, ".next", "BUILD_ID"))) {
    console.log(`Building the empty Next.js page in ${floorDir} (once)...`);
    execFileSync("bash", [path.join(benchDir, "fixtures", "next16-static", "setup.sh"), floorDir], { stdio: "inherit" });
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(floorDir, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    { cwd: floorDir, stdio: "ignore", detached: true },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    stop: async () => {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // gone
      }
    },
  };
}

type Lighthouse = { path: string; median: { performance: number; cls: number; lcpMs: number; tbtMs: number } };

function lighthouse(base: string, paths: string[]): Lighthouse[] {
  const out = mkdtempSync(path.join(os.tmpdir(), "summit-lh-"));
  harness("lighthouse.sh", [`--runs=${lighthouseRuns}`, "--presets=mobile", `--out=${out}`, base, ...paths]);
  return (JSON.parse(readFileSync(path.join(out, "summary.json"), "utf8")) as { results: Lighthouse[] }).results;
}

function throughput(url: string, connections = 50): number {
  const output = harness("throughput.sh", [url, "/"], { CONNECTIONS: String(connections), DURATION: String(throughputSeconds) });
  return figure(output, "rps_peak");
}

/** Contact submissions at `connections` at once for `seconds`: answers, latency, and rows stored. */
async function intake(proxyUrl: string, databaseUrl: string, run: string, connections = 20) {
  const target = new URL("/api/functions/send-contact-form", proxyUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const accepted: string[] = [];
  const failed: Record<string, number> = {};
  let sequence = 0;
  const stopAt = Date.now() + intakeSeconds * 1000;
  const post = (email: string) =>
    new Promise<number>((resolve) => {
      const body = JSON.stringify({
        name: "Bench Visitor",
        email,
        service: "branding",
        message: "A quote, please.",
        formLoadTime: Date.now() - 10_000,
        formSubmitTime: Date.now(),
        honeypot: "",
      });
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "POST",
          agent,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("timeout", () => request.destroy());
      request.on("error", () => resolve(0));
      request.end(body);
    });
  const loop = async () => {
    while (Date.now() < stopAt) {
      sequence += 1;
      const email = `bench-${run}-${sequence}@example.com`;
      const started = performance.now();
      const status = await post(email);
      latencies.push(performance.now() - started);
      if (status >= 200 && status < 300) accepted.push(email);
      else {
        const answer = status ? String(status) : "no answer";
        failed[answer] = (failed[answer] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const stored = await sql<{ email: string }[]>`select email from leads where email like ${`bench-${run}-%`}`;
  await sql.end();
  const storedSet = new Set(stored.map((row) => row.email));
  latencies.sort((a, b) => a - b);
  return {
    acceptedPerSecond: accepted.filter((email) => storedSet.has(email)).length / intakeSeconds,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
    failed: Object.values(failed).reduce((sum, count) => sum + count, 0),
    failedBy: Object.entries(failed)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", "),
    lost: accepted.filter((email) => !storedSet.has(email)).length,
    duplicates: stored.length - storedSet.size,
  };
}

const verdict = (ok: boolean) => (ok ? "ok" : "NOT MET");

async function main() {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) fail("no production build: run `npm run build` first");
  if (!existsSync(path.join(benchDir, "node_modules", "lighthouse")))
    fail(`the shared harness has no dependencies: (cd ${benchDir} && npm ci)`);
  const databaseUrl = process.env.DATABASE_URL ?? fail("DATABASE_URL is not set (run through `npm run bench`)");
  console.log(
    `${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );

  const floor = await startFloor();
  cleanups.push(floor.stop);
  const floorProxy = await startProxy([floor.port]);
  cleanups.push(floorProxy.stop);
  const cluster = await startCluster({
    databaseUrl,
    env: { SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-".padEnd(40, "x"), PUBLIC_FORM_LIMIT: "1000000000" },
  });
  cleanups.push(cluster.stop);
  const oneInstance = await startProxy([Number(new URL(cluster.webUrls[0]!).port)]);
  cleanups.push(oneInstance.stop);

  // Bytes first: deterministic, and the hard gates.
  const floorJs = figure(harness("jsbytes.sh", [floorProxy.url, "/"]), "first_load_js_gzip_bytes");
  const jsLimit = Math.floor(floorJs * 1.07);
  report(
    `== bytes through the proxy (empty Next.js page: first-load JS ${floorJs} B gzip; limit 1.07x = ${jsLimit} B; HTML limit 100,000 B)`,
  );
  let worstHtml = 0;
  let worstJs = 0;
  for (const page of PUBLIC_PATHS) {
    const output = harness("jsbytes.sh", [cluster.proxyUrl, page]);
    const html = Number(/^html: (\d+) B raw/m.exec(output)?.[1] ?? NaN);
    const js = figure(output, "first_load_js_gzip_bytes");
    worstHtml = Math.max(worstHtml, html);
    worstJs = Math.max(worstJs, js);
    report(
      `  ${page.padEnd(40)} html ${String(html).padStart(7)} B  first-load JS ${js} B gzip (${(js / floorJs).toFixed(3)}x)  ${verdict(html <= 100_000 && js <= jsLimit)}`,
    );
  }
  report(`html_max_bytes: ${worstHtml}`);
  report(`first_load_js_max_ratio: ${(worstJs / floorJs).toFixed(3)}`);

  // Throughput: the machine's speed first (the empty page with Next.js's own server).
  const floorOrigin = throughput(`http://127.0.0.1:${floor.port}`);
  const origin = throughput(cluster.webUrls[0]!);
  const proxied = throughput(cluster.proxyUrl);
  report(`== / at 50 connections (empty Next.js page, next start: ${floorOrigin.toFixed(0)} req/s)`);
  report(`  through the proxy: ${proxied.toFixed(0)} req/s (target 3,000)  ${verdict(proxied >= 3000)}`);
  report(
    `  one instance alone (next start): ${origin.toFixed(0)} req/s = ${(origin / floorOrigin).toFixed(2)}x the empty page (target 0.3x)  ${verdict(origin / floorOrigin >= 0.3)}`,
  );

  // Intake: one instance behind the proxy, then both.
  const one = await intake(oneInstance.url, databaseUrl, `one-${Date.now()}`);
  const two = await intake(cluster.proxyUrl, databaseUrl, `two-${Date.now()}`);
  report(`== contact intake at 20 connections for ${intakeSeconds} s through the proxy (empty page: ${floorOrigin.toFixed(0)} req/s)`);
  for (const [name, run] of [
    ["one instance", one],
    ["two instances", two],
  ] as const) {
    report(
      `  ${name}: ${run.acceptedPerSecond.toFixed(0)} accepted/s, p99 ${run.p99.toFixed(0)} ms, ${run.failed} not accepted${run.failed ? ` (${run.failedBy})` : ""}, ${run.lost} lost, ${run.duplicates} stored twice`,
    );
  }
  const scaling = two.acceptedPerSecond / one.acceptedPerSecond;
  report(
    `  two / one: ${scaling.toFixed(2)}x (target 1.4x, p99 no worse, none lost)  ${verdict(scaling >= 1.4 && two.p99 <= one.p99 && two.lost === 0 && one.lost === 0)}`,
  );

  if (process.env.SKIP_LIGHTHOUSE !== "1") {
    const floorScore = lighthouse(floorProxy.url, ["/"])[0]!.median.performance;
    report(`== Lighthouse mobile, median of ${lighthouseRuns}, through the proxy (empty Next.js page: ${floorScore})`);
    for (const result of lighthouse(cluster.proxyUrl, LIGHTHOUSE_PATHS)) {
      const { performance: score, cls, lcpMs, tbtMs } = result.median;
      report(
        `  ${result.path.padEnd(28)} ${score} (LCP ${lcpMs.toFixed(0)} ms, TBT ${tbtMs.toFixed(0)} ms, CLS ${cls})  ${verdict(score >= floorScore && cls === 0)}`,
      );
    }
  }
}

main()
  .then(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  })
  .catch(async (error: unknown) => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
