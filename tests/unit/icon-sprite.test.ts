import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { iconNames } from "../../content/icons";

const sprite = readFileSync(path.resolve(import.meta.dirname, "../../components/site/icons.svg"), "utf8");

describe("the icon sprite", () => {
  it("holds exactly the icons content/icons.ts names (run `npm run icons` after changing them)", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(iconNames);
  });

  it("draws every icon with lucide's stroke on a 24 px grid", () => {
    const symbols = [...sprite.matchAll(/<symbol ([^>]*)>(.*?)<\/symbol>/g)];
    expect(symbols).toHaveLength(iconNames.length);
    for (const [, attributes, shapes] of symbols) {
      expect(attributes).toContain('viewBox="0 0 24 24"');
      expect(attributes).toContain('stroke="currentColor"');
      expect(shapes).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+\/>)+$/);
    }
  });
});
