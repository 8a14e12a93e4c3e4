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

/** The no-restricted-imports complaints a file at `filePath` would get for `code`. */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("the layers the linter keeps", () => {
  it("refuses every server-only lib module in components/, and allows schemas, types and actions", async () => {
    const serverOnly = sourceFiles("lib").filter((file) => /^import "server-only";/m.test(readFileSync(path.join(root, file), "utf8")));
    expect(serverOnly.length).toBeGreaterThan(20);
    const code = serverOnly.map((file, index) => `import * as m${index} from "${specifier(file)}";`).join("\n");
    const complaints = await restrictedImports("components/admin/probe.tsx", `${code}\nexport {};`);
    expect(complaints).toHaveLength(serverOnly.length);

    const allowed = ["@/lib/leads/admin-schema", "@/lib/leads/types", "@/lib/leads/actions", "@/lib/auth/actions", "@/lib/money", "@/lib/communications/rules"];
    const fine = allowed.map((name, index) => `import * as a${index} from "${name}";`).join("\n");
    expect(await restrictedImports("components/admin/probe.tsx", `${fine}\nexport {};`)).toEqual([]);
  }, 60_000);

  it("refuses the database and its driver in components/", async () => {
    const code = ['import { getDb } from "@/db/client";', 'import { leadStatuses } from "@/db/enums";', 'import { sql } from "drizzle-orm";', 'import "server-only";', "export { getDb, leadStatuses, sql };"].join("\n");
    expect(await restrictedImports("components/site/probe.tsx", code)).toHaveLength(4);
  }, 60_000);

  it("keeps db/ free of lib/ and lib/ free of components/", async () => {
    expect(await restrictedImports("db/probe.ts", 'import { toCents } from "@/lib/money";\nexport { toCents };')).toHaveLength(1);
    expect(await restrictedImports("lib/leads/probe.ts", 'import { Button } from "@/components/ui/button";\nexport { Button };')).toHaveLength(1);
  }, 60_000);

  it("has no React component under lib/ and no lib/ import in db/", () => {
    expect(sourceFiles("lib").filter((file) => file.endsWith(".tsx"))).toEqual([]);
    const dbImportsLib = sourceFiles("db").filter((file) => /from "@\/lib\//.test(readFileSync(path.join(root, file), "utf8")));
    expect(dbImportsLib).toEqual([]);
  });
});
