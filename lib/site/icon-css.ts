/**
 * An icon sprite (components/site/icons.svg, components/admin/icons.svg) as one mask picture with the
 * icons side by side (icon-masks.svg) and a class per icon that shows its cell, so an icon is an empty
 * `<span class="i i-phone">` painted in the text colour. Pure, so a test writes and checks both files.
 */

const SYMBOL = /<symbol id="([a-z0-9-]+)" viewBox="0 0 24 24" ([^>]*)>(.*?)<\/symbol>/g;

type Icon = { id: string; attributes: string; shapes: string };

const iconsOf = (sprite: string): Icon[] =>
  [...sprite.matchAll(SYMBOL)].map(([, id, attributes, shapes]) => ({ id: id!, attributes: attributes!, shapes: shapes! }));

/** Icon ids of the sprite, in its order. */
export function spriteIconIds(sprite: string): string[] {
  return iconsOf(sprite).map((icon) => icon.id);
}

/** The mask picture: icon i drawn in the 24 px cell starting at x = 24 i; only its alpha is used. */
export function iconMaskSvg(sprite: string): string {
  const icons = iconsOf(sprite);
  const width = icons.length * 24;
  const cells = icons.map(({ shapes }, index) => `<g transform="translate(${index * 24})">${shapes}</g>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 24" width="${width}" height="24" ${icons[0]!.attributes}>`,
    "<!-- Written from icons.svg by tests/unit/icon-css.test.ts -->",
    ...cells,
    "</svg>",
    "",
  ]
    .join("\n")
    .replaceAll("currentColor", "#000");
}

/** One class per icon (`<prefix>-<id>`) placing the picture so that the icon's cell fills the element. */
export function iconCss(sprite: string, prefix = "i"): string {
  const icons = iconsOf(sprite);
  const last = icons.length - 1;
  const position = (index: number) => (index === 0 ? "0" : `${Number(((index / last) * 100).toFixed(5))}%`);
  return [
    "/* Written from icons.svg by tests/unit/icon-css.test.ts (npx vitest run --project unit -u tests/unit/icon-css.test.ts). */",
    "@layer components {",
    `.${prefix} {\n  mask-size: ${icons.length * 100}% 100%;\n}`,
    ...icons.map(({ id }, index) => `.${prefix}-${id} { mask-position: ${position(index)} 0; }`),
    "}",
    "",
  ].join("\n");
}
