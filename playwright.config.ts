import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
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
  webServer: {
    command: "node_modules/.bin/next start",
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      ...(process.env as Record<string, string>),
      PUBLIC_FORM_LIMIT: process.env.PUBLIC_FORM_LIMIT ?? "1000",
      // Every spec signs in from 127.0.0.1, far more often than a person would in 15 minutes.
      LOGIN_IP_LIMIT: process.env.LOGIN_IP_LIMIT ?? "1000",
      SITE_URL: baseURL,
      PORT: String(port),
    },
  },
});
