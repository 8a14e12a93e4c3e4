import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { fontCharacters, siteSourceTexts } from "../../lib/site/font-characters";

const root = path.resolve(import.meta.dirname, "../..");

describe("the subset font", () => {
  it("draws every character the public pages print (run `npm run font:subset` after new ones)", () => {
    const drawn = readFileSync(path.join(root, "app/fonts/inter-subset.txt"), "utf8").replace(/\n$/, "");
    expect(fontCharacters(siteSourceTexts(root))).toBe(drawn);
  });

  it("keeps printable ASCII and the Latin-1 letters, and adds the copy's own characters once each", () => {
    const characters = fontCharacters(["Caf\u00e9 \u201cquoted\u201d \u2014 \u2192 \u2192"]);
    expect(characters).toContain("A");
    expect(characters).toContain("~");
    expect(characters).toContain("\u00ff");
    expect(characters).toContain("\u2014");
    expect([...characters].filter((character) => character === "\u2192")).toHaveLength(1);
    expect(characters).not.toContain("\n");
  });
});
