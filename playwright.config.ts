import { defineConfig, devices } from "@playwright/test";

import { slotDatabases } from "./tests/e2e/slots";

/**
 * Browser tests run in parallel slots, each with a server and a database of its own, so no test sees
 * another's rows, sessions or settings: `npm run test:e2e` (scripts/run.ts) makes one database per slot
 * and lists them in E2E_DATABASE_URLS; without it there is one slot on DATABASE_URL. A worker knows
 * its slot from TEST_PARALLEL_INDEX, which Playwright sets in the worker before loading this file.
 */
const databases = slotDatabases();
const slotPort = (slot: number) => Number(process.env.E2E_PORT ?? 3100) + slot;
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const baseURL = `http://127.0.0.1:${slotPort(slot)}`;
// The tests' own database helpers read DATABASE_URL: in a worker, the slot's database.
if (process.env.TEST_PARALLEL_INDEX !== undefined) process.env.DATABASE_URL = databases[slot];

/**
 * End-to-end tests against the production build (`npm test` builds first), driving the system
 * Chromium (CHROME_PATH, found by scripts/chromium.ts): no browser is ever downloaded.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // Generous: a test loads several pages, and CI shares two cores with the build it just ran.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Math.max(1, databases.length),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
    // The decorative videos would decode in software, a core each, on the two cores the tests share:
    // pages are tested as a visitor who asks for reduced motion sees them, and the specs about
    // motion (the headline's fade, the hero video) ask for none.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: databases.map((databaseUrl, index) => {
    const url = `http://127.0.0.1:${slotPort(index)}`;
    return {
      command: "node_modules/.bin/next start",
      url,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: {
        ...(process.env as Record<string, string>),
        DATABASE_URL: databaseUrl,
        // The launcher made every slot's database, and vouches for test payments on each (lib/env.ts).
        ...(process.env.TEST_PAYMENTS === "on" ? { TEST_PAYMENTS_DATABASE_URL: databaseUrl } : {}),
        PUBLIC_FORM_LIMIT: process.env.PUBLIC_FORM_LIMIT ?? "1000",
        // Every spec signs in from 127.0.0.1, far more often than a person would in 15 minutes.
        LOGIN_IP_LIMIT: process.env.LOGIN_IP_LIMIT ?? "1000",
        SITE_URL: url,
        PORT: String(slotPort(index)),
      },
    };
  }),
});
