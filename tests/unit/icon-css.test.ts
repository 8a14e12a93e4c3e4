import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { iconNames } from "../../content/icons";
import { iconCss, iconMaskSvg, spriteIconIds } from "../../lib/site/icon-css";

const siteDir = path.resolve(import.meta.dirname, "../../components/site");
const sprite = readFileSync(path.join(siteDir, "icons.svg"), "utf8");

describe("the icon classes", () => {
  it("are written from the sprite (run `npx vitest run --project unit -u tests/unit/icon-css.test.ts` after `npm run icons`)", async () => {
    await expect(iconMaskSvg(sprite)).toMatchFileSnapshot(path.join(siteDir, "icon-masks.svg"));
    await expect(iconCss(sprite)).toMatchFileSnapshot(path.join(siteDir, "icons.css"));
  });

  it("give every icon of content/icons.ts its own cell of the mask picture", () => {
    expect(spriteIconIds(sprite)).toEqual(iconNames);
    const css = iconCss(sprite);
    const positions = iconNames.map((name) => new RegExp(`\\.i-${name} \\{ mask-position: ([0-9.]+)%? 0; \\}`).exec(css)?.[1]);
    expect(positions.map(Number)).toEqual(iconNames.map((_, index) => Number(((index / (iconNames.length - 1)) * 100).toFixed(5))));
    expect(css).toContain(`mask-size: ${iconNames.length * 100}% 100%;`);
    const svg = iconMaskSvg(sprite);
    expect(svg.match(/<g transform="translate\(\d+\)">/g)).toHaveLength(iconNames.length);
    expect(svg).not.toContain("currentColor");
  });

  it("are imported by the public stylesheet, which draws the picture", () => {
    const css = readFileSync(path.resolve(siteDir, "../../app/site.css"), "utf8");
    expect(css).toContain('@import "../components/site/icons.css";');
    expect(css).toContain('url("../components/site/icon-masks.svg")');
  });
});
