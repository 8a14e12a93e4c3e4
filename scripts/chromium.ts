import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The Chromium the end-to-end tests drive: CHROME_PATH, the system one, or Playwright's own. The
 * headless shell comes first: the headless-only build, which Playwright itself runs for headless
 * tests, and lighter than the full browser on a machine the tests keep busy.
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = require("playwright-core") as { chromium: { executablePath(): string } };
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}
