import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { dropRouteCacheOfOtherBuilds } from "../../lib/site/route-cache";

let distDir: string;
const cacheDir = () => path.join(distDir, "server", "route-cache");
const entry = () => path.join(cacheDir(), "APP_PAGE", "0574d05a", "$", "index.html");

function writeEntry() {
  mkdirSync(path.dirname(entry()), { recursive: true });
  writeFileSync(entry(), "<html>old build</html>");
}

beforeEach(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), "route-cache-"));
  writeFileSync(path.join(distDir, "BUILD_ID"), "build-2\n");
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe("dropRouteCacheOfOtherBuilds", () => {
  it("drops pages a server of another build regenerated, and records the current build", () => {
    writeEntry();
    expect(dropRouteCacheOfOtherBuilds(distDir)).toBe(true);
    expect(existsSync(entry())).toBe(false);
    expect(readFileSync(path.join(cacheDir(), ".build-id"), "utf8").trim()).toBe("build-2");
  });

  it("keeps the pages of its own build across a restart", () => {
    dropRouteCacheOfOtherBuilds(distDir);
    writeEntry();
    expect(dropRouteCacheOfOtherBuilds(distDir)).toBe(false);
    expect(readFileSync(entry(), "utf8")).toBe("<html>old build</html>");
  });

  it("drops them again after the next build", () => {
    dropRouteCacheOfOtherBuilds(distDir);
    writeEntry();
    writeFileSync(path.join(distDir, "BUILD_ID"), "build-3\n");
    expect(dropRouteCacheOfOtherBuilds(distDir)).toBe(true);
    expect(existsSync(entry())).toBe(false);
  });

  it("does nothing without a build", () => {
    rmSync(path.join(distDir, "BUILD_ID"));
    writeEntry();
    expect(dropRouteCacheOfOtherBuilds(distDir)).toBe(false);
    expect(existsSync(entry())).toBe(true);
  });
});
