import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { iconNames } from "../../content/icons";
import { iconCss, spriteIconIds } from "../../lib/site/icon-css";

const siteDir = path.resolve(import.meta.dirname, "../../components/site");
const sprite = readFileSync(path.join(siteDir, "icons.svg"), "utf8");

describe("the icon classes", () => {
  it("are written from the sprite (run `npx vitest run --project unit -u tests/unit/icon-css.test.ts` after `npm run icons`)", async () => {
    await expect(iconCss(sprite)).toMatchFileSnapshot(path.join(siteDir, "icons.css"));
  });

  it("name every icon of content/icons.ts, each drawn from its own shapes", () => {
    const css = iconCss(sprite);
    expect(spriteIconIds(sprite)).toEqual(iconNames);
    for (const name of iconNames) {
      expect(css).toMatch(new RegExp(`--i-${name}: url\\("data:image/svg\\+xml,%3Csvg `));
      expect(css).toContain(`.i-${name} { --icon: var(--i-${name}); }`);
    }
    expect(css).not.toContain("currentColor\"");
  });

  it("are imported by the public stylesheet", () => {
    expect(readFileSync(path.resolve(siteDir, "../../app/site.css"), "utf8")).toContain('@import "../components/site/icons.css";');
  });
});
