/**
 * The icon sprite (components/site/icons.svg) as CSS masks painted in the text colour, so an icon is
 * an empty `<span class="i-phone">`: a third of the bytes of an `<svg><use href="…icons.<hash>.svg#phone">`,
 * in the HTML and again in React's data. Pure, so a test writes and checks components/site/icons.css.
 */

const SYMBOL = /<symbol id="([a-z0-9-]+)" viewBox="([^"]+)" ([^>]*)>(.*?)<\/symbol>/g;

/** An SVG as a `url("data:...")`: quotes made single, the few characters a URL needs escaped. */
function svgDataUrl(svg: string): string {
  const encoded = svg.replaceAll('"', "'").replace(/[%#<>]/g, (char) => encodeURIComponent(char));
  return `url("data:image/svg+xml,${encoded}")`;
}

/** Icon ids of the sprite, in its order. */
export function spriteIconIds(sprite: string): string[] {
  return [...sprite.matchAll(SYMBOL)].map((match) => match[1]!);
}

export function iconCss(sprite: string): string {
  const icons = [...sprite.matchAll(SYMBOL)].map(([, id, viewBox, attributes, shapes]) => {
    // A mask only reads the alpha channel: any opaque colour will do for currentColor.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" ${attributes}>${shapes}</svg>`.replaceAll(
      "currentColor",
      "#000",
    );
    return { id: id!, url: svgDataUrl(svg) };
  });
  const selector = icons.map(({ id }) => `.i-${id}`).join(",\n");
  return [
    "/* Written from icons.svg by tests/unit/icon-css.test.ts (npx vitest run --project unit -u tests/unit/icon-css.test.ts). */",
    "@layer components {",
    // Each icon is also a custom property, so a stylesheet rule can draw one with a pseudo-element.
    `:root {\n${icons.map(({ id, url }) => `  --i-${id}: ${url};`).join("\n")}\n}`,
    // Like Tailwind's preflight for <svg>: a block box of the icon's size (which, like an <svg>, may
    // give way in a crowded flex row unless its component says shrink-0).
    // forced-color-adjust keeps the icon drawn in the (forced) text colour in Windows high contrast.
    `${selector} {\n  display: block;\n  width: 1.5rem;\n  height: 1.5rem;\n  background-color: currentColor;\n  mask: var(--icon) center / 100% 100% no-repeat;\n  forced-color-adjust: none;\n}`,
    ...icons.map(({ id }) => `.i-${id} { --icon: var(--i-${id}); }`),
    "}",
    "",
  ].join("\n");
}
