import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The import graph between the repository's top-level parts: each folder of lib/ (or a file at
 * lib/'s root) is a node of its own, and documents/, components/, app/, db/ and content/ are one
 * node each. Imports are read from the source text (type-only imports count: they tie folders
 * together as much as values do); node_modules packages are not nodes.
 */

/** The parts of the repository whose imports make the graph. */
export const graphRoots = ["lib", "documents", "components", "app", "db", "content"] as const;

/** One import of one file: who imports whom, as repository-relative paths. */
export type ImportEdge = { from: string; to: string };

/** node -> the nodes it imports -> the file imports that make that arrow (for the message). */
export type FolderGraph = Map<string, Map<string, ImportEdge[]>>;

// Static imports and re-exports (`import x from`, `import type`, `export * from`), bare imports
// (`import "x"`) and dynamic imports (`import("x")`).
const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;

/** The module specifiers a source file imports. Comments are stripped first. */
export function importSpecifiers(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  return [...withoutComments.matchAll(importPattern)].map((match) => (match[1] ?? match[2]) as string);
}

const extensions = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/**
 * The repository-relative file an import names, or null for a package. `@/x` is the root alias of
 * tsconfig.json; relative paths resolve from the importing file.
 */
export function resolveImport(root: string, fromFile: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith(".")) target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  else return null;
  for (const candidate of [target, ...extensions.map((ext) => target + ext)]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return target;
}

/**
 * The node a file belongs to: lib/leads/queries.ts -> lib/leads, lib/env.ts -> lib/env,
 * components/admin/x.tsx -> components; null outside the graph's roots (scripts/, tests/...).
 */
export function nodeOf(file: string): string | null {
  const [top, second, third] = file.split("/");
  if (!top || !(graphRoots as readonly string[]).includes(top)) return null;
  if (top !== "lib") return top;
  if (!second) return null;
  return third === undefined ? `lib/${second.replace(/\.tsx?$/, "")}` : `lib/${second}`;
}

/** Every .ts/.tsx file under the graph's roots, repository-relative. */
export function graphFiles(root: string): string[] {
  return graphRoots.flatMap((dir) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      : [],
  );
}

/** Builds the graph from file -> its source text; imports inside one node are no arrow. */
export function buildFolderGraph(
  sources: ReadonlyMap<string, string>,
  resolve: (from: string, specifier: string) => string | null,
): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const [file, code] of sources) {
    const from = nodeOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const specifier of importSpecifiers(code)) {
      const target = resolve(file, specifier);
      const to = target ? nodeOf(target) : null;
      if (!to || to === from) continue;
      const arrows = graph.get(from) as Map<string, ImportEdge[]>;
      arrows.set(to, [...(arrows.get(to) ?? []), { from: file, to: target as string }]);
    }
  }
  return graph;
}

/** The repository's graph, read from disk. */
export function repositoryGraph(root: string): FolderGraph {
  const sources = new Map(graphFiles(root).map((file) => [file, readFileSync(path.join(root, file), "utf8")] as const));
  return buildFolderGraph(sources, (from, specifier) => resolveImport(root, from, specifier));
}

/** A graph from plain arrows, for tests of the helpers: { a: ["b"], b: ["a"] }. */
export function graphOf(arrows: Record<string, string[]>): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const [from, tos] of Object.entries(arrows)) {
    graph.set(from, new Map(tos.map((to) => [to, [{ from: `${from}/x.ts`, to: `${to}/x.ts` }]])));
  }
  return graph;
}

/**
 * The graph's cycles: each strongly connected component of two or more nodes (nodes that all
 * reach one another), sorted, with one concrete loop through it for the message (Tarjan's method).
 */
export function findCycles(graph: FolderGraph): { nodes: string[]; loop: string[] }[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((arrows) => [...arrows.keys()])]);

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);

  return components
    .sort((a, b) => (a[0] as string).localeCompare(b[0] as string))
    .map((component) => ({ nodes: component, loop: loopThrough(graph, component) }));
}

/** A shortest way from the component's first node back to itself, staying inside it. */
function loopThrough(graph: FolderGraph, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at: string | undefined = node; at && at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}

/** A readable line for one arrow: the node pair and a file import that makes it. */
export function describeArrow(graph: FolderGraph, from: string, to: string): string {
  const edges = graph.get(from)?.get(to) ?? [];
  const example = edges[0];
  return `${from} -> ${to}${example ? ` (${example.from} imports ${example.to}${edges.length > 1 ? `, and ${edges.length - 1} more` : ""})` : ""}`;
}

/** The message for a cycle: every arrow of its loop, with the imports that make them. */
export function describeCycle(graph: FolderGraph, loop: string[]): string {
  return [
    `cycle ${loop.join(" -> ")}:`,
    ...loop.slice(0, -1).map((from, i) => `  ${describeArrow(graph, from, loop[i + 1] as string)}`),
  ].join("\n");
}

/**
 * A layer of the module map: its nodes (null: every lib/ node no other layer names) and what its
 * nodes may import, as layer names or single nodes.
 */
export type Layer = { name: string; nodes: readonly string[] | null; mayImport: readonly string[] };

/** The layer a node belongs to; lib/ nodes no layer names fall in the catch-all layer. */
export function layerOf(layers: readonly Layer[], node: string): Layer | undefined {
  return (
    layers.find((layer) => layer.nodes?.includes(node)) ??
    (node.startsWith("lib/") ? layers.find((layer) => layer.nodes === null) : undefined)
  );
}

/** Every arrow of the graph the module map does not allow, as readable lines. */
export function layerViolations(graph: FolderGraph, layers: readonly Layer[]): string[] {
  const problems: string[] = [];
  for (const [from, arrows] of graph) {
    const source = layerOf(layers, from);
    if (!source) {
      problems.push(`${from} is in no layer of the module map`);
      continue;
    }
    for (const to of arrows.keys()) {
      const target = layerOf(layers, to);
      const allowed = target && (source.mayImport.includes(target.name) || source.mayImport.includes(to));
      if (!allowed)
        problems.push(
          `${describeArrow(graph, from, to)}: ${source.name} may import ${source.mayImport.join(", ") || "nothing"}, not ${target?.name ?? "an unmapped part"}`,
        );
    }
  }
  return problems.sort();
}
