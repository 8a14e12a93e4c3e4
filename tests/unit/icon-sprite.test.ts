import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { adminIconNames } from "../../content/admin-icons";
import { iconNames as publicIconNames } from "../../content/icons";

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, "../..", file), "utf8");

describe.each([
  { file: "components/site/icons.svg", iconNames: publicIconNames as string[] },
  { file: "components/admin/icons.svg", iconNames: adminIconNames as string[] },
])("the icon sprite $file", ({ file, iconNames }) => {
  const sprite = read(file);

  it("holds exactly the icons its content list names (run `npm run icons` after changing them)", () => {
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
