import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Next.js 16 writes regenerated pages (the home page, every 30 s of traffic) to
 * `<distDir>/server/route-cache`, keyed by route only. `next build` empties that folder, but a
 * server still running during the build keeps regenerating into it with the old build's code, and
 * the new server would then serve that HTML, whose scripts the new build no longer has. So a
 * starting server drops every entry not written under its own build, which it records in a marker.
 */
const MARKER = ".build-id";

/** Returns true when entries of another build were dropped. */
export function dropRouteCacheOfOtherBuilds(distDir: string): boolean {
  const buildIdFile = path.join(distDir, "BUILD_ID");
  if (!existsSync(buildIdFile)) return false; // no production build to serve yet
  const buildId = readFileSync(buildIdFile, "utf8").trim();
  const cacheDir = path.join(distDir, "server", "route-cache");
  const markerFile = path.join(cacheDir, MARKER);
  if (existsSync(markerFile) && readFileSync(markerFile, "utf8").trim() === buildId) return false;
  const hadEntries = existsSync(cacheDir);
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(markerFile, `${buildId}\n`);
  return hadEntries;
}
