/**
 * Writes app/fonts/inter-subset.woff2: Inter (variable weight 400-700, from @fontsource-variable/inter)
 * cut down to the characters the site prints, so the first visit downloads a fraction of the
 * full Latin font. Run it after copy gains a character outside the set (the unit test says so):
 *
 *   npm run font:subset
 *
 * The set: printable ASCII, the Latin-1 letters (names typed into the forms and the back office),
 * and every other character found in the public site's copy and components.
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
