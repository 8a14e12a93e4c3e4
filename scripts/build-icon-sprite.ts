/**
 * `npm run icons`: writes components/site/icons.svg (content/icons.ts) and components/admin/icons.svg
 * (content/admin-icons.ts), one <symbol> per icon from the installed lucide icons (ISC licence). A
 * unit test fails when a sprite and its list disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { adminIconSources } from "@/content/admin-icons";
import { iconSources } from "@/content/icons";

type IconNode = [tag: string, attributes: Record<string, string>][];

const root = path.resolve(import.meta.dirname, "..");
const iconDir = path.join(root, "node_modules/lucide-react/dist/esm/icons");
const sprites = [
  { sources: iconSources, output: path.join(root, "components/site/icons.svg") },
  { sources: adminIconSources, output: path.join(root, "components/admin/icons.svg") },
];

const STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The icon's shapes; an old name (building-2) is a file that re-exports its new one. */
async function iconNode(lucideName: string): Promise<IconNode> {
  const file = path.join(iconDir, `${lucideName}.mjs`);
  const icon = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
  if (icon.__iconData) return icon.__iconData.node;
  const alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, "utf8"));
  if (!alias?.[1]) throw new Error(`No lucide icon data in ${file}`);
  return iconNode(alias[1]);
}

async function symbolFor(id: string, lucideName: string): Promise<string> {
  const shapes = (await iconNode(lucideName)).map(([tag, attributes]) => {
    const pairs = Object.entries(attributes)
      .filter(([name]) => name !== "key")
      .map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`);
    return `<${tag} ${pairs.join(" ")}/>`;
  });
  // Each symbol carries lucide's stroke settings: a <use> in a page inherits from the page, never
  // from this file's root, and currentColor is the text colour around the icon.
  return `<symbol id="${id}" viewBox="0 0 24 24" ${STROKE}>${shapes.join("")}</symbol>`;
}

async function main() {
  const version = (JSON.parse(readFileSync(path.join(root, "node_modules/lucide-react/package.json"), "utf8")) as { version: string })
    .version;
  for (const { sources, output } of sprites) await writeSprite(sources, output, version);
}

async function writeSprite(sources: Record<string, string>, output: string, version: string) {
  const symbols = await Promise.all(Object.entries(sources).map(([id, lucideName]) => symbolFor(id, lucideName)));
  const sprite = [
    // The size only satisfies the build, which reads it when a component imports the file.
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">`,
    `<!-- Lucide icons ${version} (ISC licence, https://lucide.dev), written by scripts/build-icon-sprite.ts -->`,
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
  writeFileSync(output, sprite);
  console.log(`Wrote ${path.relative(root, output)}: ${symbols.length} icons, ${sprite.length} bytes.`);
}

await main();
