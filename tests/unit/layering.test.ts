import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The import specifier of a lib/ file: lib/leads/queries.ts -> @/lib/leads/queries. */
const specifier = (file: string) => `@/${file.replace(/\.tsx?$/, "").replace(/\/index$/, "")}`;

/** The complaints of one import rule that a file at `filePath` would get for `code`. */
async function restrictedImports(filePath: string, code: string, rule = "no-restricted-imports"): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

/**
 * The lib/ modules that run on the server only: those with the `server-only` marker, and those that
 * reach the database without it (what the job worker loads cannot carry the marker: plain Node
 * throws on it). Server actions are excluded: components call them by reference.
 */
function serverOnlyModules(): string[] {
  const reachesDatabase = /^import (?!type )[^;]*? from "(drizzle-orm(\/[^"]*)?|@\/db\/client|@\/db\/schema|postgres|graphile-worker)";/m;
  return sourceFiles("lib").filter((file) => {
    const code = readFileSync(path.join(root, file), "utf8");
    if (/^"use server";/m.test(code)) return false;
    return /^import "server-only";/m.test(code) || reachesDatabase.test(code);
  });
}

describe("the layers the linter keeps", () => {
  it("refuses every server-only lib module in components/, and allows schemas, types and actions", async () => {
    const serverOnly = serverOnlyModules();
    expect(serverOnly.length).toBeGreaterThan(40);
    // The modules the worker shares with the pages, which carry no marker, are among them.
    expect(serverOnly).toEqual(
      expect.arrayContaining([
        "lib/billing/invoices/queries.ts",
        "lib/billing/settings/queries.ts",
        "lib/billing/invoices/service.ts",
        "lib/billing/mail-parts.ts",
      ]),
    );
    const code = serverOnly.map((file, index) => `import * as m${index} from "${specifier(file)}";`).join("\n");
    const complaints = await restrictedImports("components/admin/probe.tsx", `${code}\nexport {};`);
    expect(complaints).toHaveLength(serverOnly.length);

    const allowed = [
      "@/lib/leads/schema",
      "@/lib/leads/types",
      "@/lib/leads/actions",
      "@/lib/authentication/actions",
      "@/lib/money",
      "@/lib/communications/rules",
      "@/lib/billing/invoices/schema",
      "@/lib/billing/invoices/actions",
      "@/lib/billing/recurring/periods",
      "@/lib/billing/rules",
      "@/lib/billing/mail",
    ];
    const fine = allowed.map((name, index) => `import * as a${index} from "${name}";`).join("\n");
    expect(await restrictedImports("components/admin/probe.tsx", `${fine}\nexport {};`)).toEqual([]);
  }, 60_000);

  it("refuses the database and its driver in components/", async () => {
    const code = [
      'import { getDb } from "@/db/client";',
      'import { leadStatuses } from "@/db/enums";',
      'import { sql } from "drizzle-orm";',
      'import "server-only";',
      "export { getDb, leadStatuses, sql };",
    ].join("\n");
    expect(await restrictedImports("components/site/probe.tsx", code)).toHaveLength(4);
  }, 60_000);

  it("keeps db/ free of lib/ and lib/ free of components/", async () => {
    expect(await restrictedImports("db/probe.ts", 'import { toCents } from "@/lib/money";\nexport { toCents };')).toHaveLength(1);
    expect(
      await restrictedImports("lib/leads/probe.ts", 'import { Button } from "@/components/ui/button";\nexport { Button };'),
    ).toHaveLength(1);
  }, 60_000);

  it("has no React component under lib/ and no lib/ import in db/", () => {
    expect(sourceFiles("lib").filter((file) => file.endsWith(".tsx"))).toEqual([]);
    const dbImportsLib = sourceFiles("db").filter((file) => /from "@\/lib\//.test(readFileSync(path.join(root, file), "utf8")));
    expect(dbImportsLib).toEqual([]);
  });

  it("keeps billing's parts depending one way: client links and settings on nothing, payments, recurring and reminders on invoices", async () => {
    const probe = (part: string, from: string) =>
      restrictedImports(`lib/billing/${part}/probe.ts`, `import * as m from "${from}";\nexport { m };`, "import/no-restricted-paths");
    expect(await probe("client-links", "@/lib/billing/rules")).toHaveLength(1);
    expect(await probe("invoices", "@/lib/billing/payments/service")).toHaveLength(1);
    expect(await probe("invoices", "../settings/queries")).toHaveLength(1);
    expect(await probe("settings", "@/lib/billing/invoices/queries")).toHaveLength(1);
    expect(await probe("reminders", "@/lib/billing/recurring/service")).toHaveLength(1);
    expect(
      await restrictedImports(
        "lib/billing/rules.ts",
        'import * as m from "./invoices/schema";\nexport { m };',
        "import/no-restricted-paths",
      ),
    ).toHaveLength(1);
    expect(await probe("payments", "@/lib/billing/invoices/service")).toEqual([]);
    expect(await probe("reminders", "../settings/queries")).toEqual([]);
    expect(await probe("invoices", "@/lib/billing/client-links/tokens")).toEqual([]);
  }, 60_000);

  it("keeps identity's modules depending one way: team and account on authentication, never back nor on each other", async () => {
    const probe = (file: string, from: string) =>
      restrictedImports(file, `import * as m from "${from}";\nexport { m };`, "import/no-restricted-paths");
    expect(await probe("lib/authentication/probe.ts", "@/lib/team/service")).toHaveLength(1);
    expect(await probe("lib/authentication/probe.ts", "../account/queries")).toHaveLength(1);
    expect(await probe("lib/team/probe.ts", "@/lib/account/service")).toHaveLength(1);
    expect(await probe("lib/account/probe.ts", "@/lib/team/schema")).toHaveLength(1);
    expect(await probe("lib/team/probe.ts", "@/lib/authentication/service")).toEqual([]);
    expect(await probe("lib/account/probe.ts", "../authentication/cookie")).toEqual([]);
  }, 60_000);

  it("lets plain Node load the job worker: nothing on its way carries the server-only marker", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", 'await import("./lib/worker/run.ts");'], {
      cwd: root,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  }, 70_000);
});
