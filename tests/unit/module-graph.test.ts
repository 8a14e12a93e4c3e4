import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  buildFolderGraph,
  describeCycle,
  findCycles,
  graphFiles,
  graphOf,
  importSpecifiers,
  type Layer,
  layerOf,
  layerViolations,
  nodeOf,
  repositoryGraph,
  resolveImport,
} from "@/tests/support/module-graph";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The module map of ARCHITECTURE.md, bottom to top: what each part may import. Anything not listed
 * is refused, so each "may not" of the map is held here: mail knows no feature, the queue's
 * vocabulary knows neither, nothing but the process start imports the worker root, lib/ never
 * imports components/ or app/, db/ and content/ import nothing. Every lib/ folder no layer names
 * is a feature.
 */
const moduleMap: Layer[] = [
  { name: "data", nodes: ["db", "content"], mayImport: [] },
  {
    name: "foundation",
    nodes: [
      "lib/action-errors",
      "lib/analytics",
      "lib/dates",
      "lib/env",
      "lib/export",
      "lib/forms",
      "lib/headlines",
      "lib/http",
      "lib/list",
      "lib/log",
      "lib/money",
      "lib/rate-limit",
      "lib/security",
      "lib/seo",
      "lib/site",
      "lib/text",
      "lib/utils",
    ],
    mayImport: ["foundation", "data"],
  },
  { name: "queue", nodes: ["lib/jobs"], mayImport: ["foundation", "data"] },
  // Which of foundation's files documents/ may use is narrower still: see pureForDocuments.
  { name: "documents", nodes: ["documents"], mayImport: ["content", "foundation"] },
  { name: "mail", nodes: ["lib/mail"], mayImport: ["documents", "queue", "foundation", "data"] },
  { name: "features", nodes: null, mayImport: ["features", "mail", "documents", "queue", "foundation", "data"] },
  {
    name: "worker root",
    nodes: ["lib/worker", "lib/server"],
    mayImport: ["worker root", "features", "mail", "queue", "foundation", "data"],
  },
  { name: "components", nodes: ["components"], mayImport: ["components", "features", "foundation", "content"] },
  { name: "app", nodes: ["app"], mayImport: ["components", "features", "mail", "documents", "queue", "foundation", "data"] },
];

/**
 * The lib/ files documents/ may import: pure helpers (no `server-only`, no database, no I/O), so a
 * document renders the same anywhere and drags no feature in. Checked below, imports included.
 */
const pureForDocuments = ["lib/money/index.ts", "lib/dates/index.ts"];

describe("the graph helpers", () => {
  it("read every kind of import, type-only ones included, and skip comments", () => {
    const code = [
      'import "server-only";',
      'import type { Db } from "@/db/client";',
      'import { a, type B } from "./rules";',
      'export * from "../x";',
      'export { y } from "@/lib/y";',
      'const lazy = await import("@/lib/lazy");',
      "import {",
      "  many,",
      "  lines,",
      '} from "@/lib/many";',
      '// import { no } from "@/lib/commented";',
      '/* import { no } from "@/lib/blocked"; */',
    ].join("\n");
    expect(importSpecifiers(code)).toEqual(["server-only", "@/db/client", "./rules", "../x", "@/lib/y", "@/lib/lazy", "@/lib/many"]);
  });

  it("names a file's node: a lib/ folder or root file, or the top-level part", () => {
    expect(nodeOf("lib/billing/invoices/queries.ts")).toBe("lib/billing");
    expect(nodeOf("lib/safe-action.ts")).toBe("lib/safe-action");
    expect(nodeOf("components/admin/x.tsx")).toBe("components");
    expect(nodeOf("documents/invoice-pdf.tsx")).toBe("documents");
    expect(nodeOf("scripts/run.ts")).toBeNull();
    expect(resolveImport(root, "lib/mail/deliver.ts", "./parts")).toBe("lib/mail/parts.ts");
    expect(resolveImport(root, "lib/billing/invoices/pdf.ts", "../rules")).toBe("lib/billing/rules.ts");
    expect(resolveImport(root, "lib/mail/deliver.ts", "@/lib/log")).toBe("lib/log/index.ts");
    expect(resolveImport(root, "lib/mail/deliver.ts", "drizzle-orm")).toBeNull();
  });

  it("finds a cycle in a small graph and names its loop", () => {
    const graph = graphOf({ "lib/a": ["lib/b"], "lib/b": ["lib/c"], "lib/c": ["lib/a", "lib/d"], "lib/d": [] });
    const cycles = findCycles(graph);
    expect(cycles).toEqual([{ nodes: ["lib/a", "lib/b", "lib/c"], loop: ["lib/a", "lib/b", "lib/c", "lib/a"] }]);
    expect(describeCycle(graph, cycles[0]!.loop)).toBe(
      [
        "cycle lib/a -> lib/b -> lib/c -> lib/a:",
        "  lib/a -> lib/b (lib/a/x.ts imports lib/b/x.ts)",
        "  lib/b -> lib/c (lib/b/x.ts imports lib/c/x.ts)",
        "  lib/c -> lib/a (lib/c/x.ts imports lib/a/x.ts)",
      ].join("\n"),
    );
    expect(findCycles(graphOf({ "lib/a": ["lib/b"], "lib/b": [] }))).toEqual([]);
  });

  it("builds arrows from source text, a type-only import and a relative path included", () => {
    const sources = new Map([
      ["lib/mail/deliver.ts", 'import type { X } from "@/lib/billing/mail";'],
      ["lib/billing/mail.ts", 'import { y } from "../mail/compose";'],
      ["lib/billing/rules.ts", 'import { z } from "./types";'],
    ]);
    const graph = buildFolderGraph(sources, (from, specifier) => resolveImport(root, from, specifier));
    expect(findCycles(graph).map((cycle) => cycle.nodes)).toEqual([["lib/billing", "lib/mail"]]);
  });

  it("refuses an arrow the module map does not allow", () => {
    const graph = graphOf({ "lib/mail": ["lib/billing", "lib/log"], "lib/billing": ["lib/mail", "lib/worker"], documents: ["db"] });
    expect(layerViolations(graph, moduleMap)).toEqual([
      "documents -> db (documents/x.ts imports db/x.ts): documents may import content, foundation, not data",
      "lib/billing -> lib/worker (lib/billing/x.ts imports lib/worker/x.ts): features may import features, mail, documents, queue, foundation, data, not worker root",
      "lib/mail -> lib/billing (lib/mail/x.ts imports lib/billing/x.ts): mail may import documents, queue, foundation, data, not features",
    ]);
  });
});

describe("the module map", () => {
  const graph = repositoryGraph(root);

  it("has no cycle: no two parts of the repository reach each other", () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(
      findCycles(graph)
        .map((cycle) => describeCycle(graph, cycle.loop))
        .join("\n"),
    ).toBe("");
  });

  it("holds every arrow to the direction the map allows", () => {
    expect(layerViolations(graph, moduleMap)).toEqual([]);
  });

  it("names only parts that exist, and every part has a layer", () => {
    const nodes = new Set(graph.keys());
    for (const layer of moduleMap) for (const node of layer.nodes ?? []) expect(nodes, `${layer.name} names ${node}`).toContain(node);
    for (const node of nodes) expect(layerOf(moduleMap, node), node).toBeDefined();
    expect(layerOf(moduleMap, "lib/billing")?.name).toBe("features");
  });

  it("lets documents/ import only content/ and pure helpers, themselves free of the server and I/O", () => {
    const read = (file: string) => readFileSync(path.join(root, file), "utf8");
    const imported = (file: string) =>
      importSpecifiers(read(file)).map((specifier) => ({ specifier, file: resolveImport(root, file, specifier) }));
    const documents = graphFiles(root).filter((file) => file.startsWith("documents/"));
    expect(documents.length).toBeGreaterThan(0);
    const refused = documents.flatMap((file) =>
      imported(file)
        // Another file of documents/ (the PDFs' shared letterhead) is held to this same rule.
        .filter(
          ({ file: target }) =>
            target !== null && !target.startsWith("content/") && !target.startsWith("documents/") && !pureForDocuments.includes(target),
        )
        .map(({ specifier }) => `${file} imports ${specifier}`),
    );
    expect(refused).toEqual([]);

    for (const helper of pureForDocuments) {
      const code = read(helper);
      expect(code, helper).not.toMatch(/^import "server-only";/m);
      const impure = imported(helper).filter(({ specifier, file }) =>
        file === null
          ? /^(node:|fs$|path$|drizzle-orm|postgres|pino|graphile-worker|server-only)/.test(specifier)
          : !file.startsWith("content/") && !pureForDocuments.includes(file),
      );
      expect(impure.map(({ specifier }) => `${helper} imports ${specifier}`)).toEqual([]);
    }
  });
});
