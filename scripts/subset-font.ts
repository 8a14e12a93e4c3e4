/**
 * `npm run font:subset`: writes app/fonts/inter-subset.woff2, Inter 400-700 cut to printable ASCII, the
 * Latin-1 letters and every character of the public site's sources. A unit test says when to rerun it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import subsetFont from "subset-font";

import { fontCharacters, siteSourceTexts } from "@/lib/site/font-characters";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const output = path.join(root, "app/fonts/inter-subset.woff2");
/** The characters drawn, beside the font, so a test can tell when copy needs one more. */
const characterList = path.join(root, "app/fonts/inter-subset.txt");

async function main() {
  const characters = fontCharacters(siteSourceTexts(root));
  // The site sets text from regular (400) to bold (700): the rest of the weight axis is dropped.
  const subset = await subsetFont(readFileSync(source), characters, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  writeFileSync(output, subset);
  writeFileSync(characterList, `${characters}\n`);
  console.log(`Wrote ${path.relative(root, output)}: ${[...characters].length} characters, ${subset.length} bytes.`);
}

await main();
