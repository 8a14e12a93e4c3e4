import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The files under `dir` (or `dir` itself) that may hold class names. */
function sourceFiles(dir: string): string[] {
  if (/\.tsx?$/.test(dir)) return [dir];
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The components a file imports, as files: @/components/ui/button -> components/ui/button.tsx. */
function importedComponents(file: string): string[] {
  const specifiers = [...read(file).matchAll(/from "@\/(components\/[^"]+)"|import\("@\/(components\/[^"]+)"\)/g)];
  return specifiers.map((match) => {
    const base = match[1] ?? match[2]!;
    return [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`].find((candidate) => existsSync(path.join(root, candidate)))!;
  });
}

describe("the public stylesheet's sources", () => {
  const css = read("app/site.css");
  const sources = [...css.matchAll(/@source "([^"]+)";/g)].map((match) => path.normalize(path.join("app", match[1]!)));
  const scanned = (file: string) => sources.some((source) => file === source || file.startsWith(`${source}/`));

  it("scans every component the public pages draw with, so none of their classes is missing", () => {
    const seen = new Set<string>();
    const queue = sources.flatMap(sourceFiles);
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...importedComponents(file));
    }
    expect(seen.size).toBeGreaterThan(40);
    expect([...seen].filter((file) => !scanned(file))).toEqual([]);
  });

  it("leaves the back office out", () => {
    expect(css).toMatch(/@import "tailwindcss" source\(none\);/);
    expect(scanned("components/admin/leads/leads-list.tsx")).toBe(false);
    expect(scanned("components/ui/dialog.tsx")).toBe(false);
  });
});
