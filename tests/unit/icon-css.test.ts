import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { adminIconNames } from "../../content/admin-icons";
import { iconNames } from "../../content/icons";
import { iconCss, iconMaskSvg, spriteIconIds } from "../../lib/site/icon-css";

const root = path.resolve(import.meta.dirname, "../..");

// The public pages' icons and the back office's: each sprite gives its own picture and classes.
const sets = [
  {
    name: "public",
    dir: "components/site",
    names: iconNames as string[],
    prefix: "i",
    stylesheet: "app/site.css",
    importPath: "../components/site",
  },
  {
    name: "back-office",
    dir: "components/admin",
    names: adminIconNames as string[],
    prefix: "ai",
    stylesheet: "app/back-office.css",
    importPath: "../components/admin",
  },
];

describe.each(sets)("the $name icon classes", ({ dir, names, prefix, stylesheet, importPath }) => {
  const sprite = readFileSync(path.join(root, dir, "icons.svg"), "utf8");

  it("are written from the sprite (run `npx vitest run --project unit -u tests/unit/icon-css.test.ts` after `npm run icons`)", async () => {
    await expect(iconMaskSvg(sprite)).toMatchFileSnapshot(path.join(root, dir, "icon-masks.svg"));
    await expect(iconCss(sprite, prefix)).toMatchFileSnapshot(path.join(root, dir, "icons.css"));
  });

  it("give every icon of its list its own cell of the mask picture", () => {
    expect(spriteIconIds(sprite)).toEqual(names);
    const css = iconCss(sprite, prefix);
    const positions = names.map((name) => new RegExp(`\\.${prefix}-${name} \\{ mask-position: ([0-9.]+)%? 0; \\}`).exec(css)?.[1]);
    expect(positions.map(Number)).toEqual(names.map((_, index) => Number(((index / (names.length - 1)) * 100).toFixed(5))));
    expect(css).toContain(`mask-size: ${names.length * 100}% 100%;`);
    const svg = iconMaskSvg(sprite);
    expect(svg.match(/<g transform="translate\(\d+\)">/g)).toHaveLength(names.length);
    expect(svg).not.toContain("currentColor");
  });

  it("are imported by the stylesheet that draws the picture", () => {
    const css = readFileSync(path.join(root, stylesheet), "utf8");
    expect(css).toContain(`@import "${importPath}/icons.css";`);
    expect(css).toContain(`url("${importPath}/icon-masks.svg")`);
  });
});
