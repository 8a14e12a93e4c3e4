import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Printable ASCII and the Latin-1 letters, always in the site's font. */
const BASE = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)),
  ...Array.from({ length: 0xff - 0xc0 + 1 }, (_, i) => String.fromCodePoint(0xc0 + i)),
];

/** Where the public pages' text comes from, relative to the project root. */
const SITE_SOURCES = ["content", "components/site", "app/(site)", "app/not-found.tsx"];

/**
 * The characters the subset font (app/fonts/inter-subset.woff2) must draw: the base set plus every
 * other printable character in the given texts, sorted, each once.
 */
export function fontCharacters(texts: readonly string[]): string {
  const characters = new Set(BASE);
  for (const text of texts) {
    for (const character of text) {
      const code = character.codePointAt(0)!;
      if (code > 0x7e && code !== 0xfeff && !/\p{Cc}|\p{Cf}|\p{Zl}|\p{Zp}/u.test(character)) characters.add(character);
    }
  }
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join("");
}

/** The text of every source file the public pages are built from. */
export function siteSourceTexts(root: string): string[] {
  const texts: string[] = [];
  const walk = (entry: string) => {
    const full = path.join(root, entry);
    if (statSync(full).isDirectory()) for (const child of readdirSync(full)) walk(path.join(entry, child));
    else if (/\.(ts|tsx)$/.test(entry)) texts.push(readFileSync(full, "utf8"));
  };
  for (const entry of SITE_SOURCES) walk(entry);
  return texts;
}
