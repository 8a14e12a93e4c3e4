/**
 * Rules for the public site's in-page anchors (SPEC section 2, "Navigation bar"): on the home page
 * an anchor scrolls to its section; anywhere else it goes to the home page first and scrolls
 * there after a short delay. Pure, so the header, the footer and the tests share them.
 */

/** Delay between arriving on the home page and the smooth scroll (SPEC section 9). */
export const HOME_SCROLL_DELAY_MS = 100;
/** The header turns solid once the page has scrolled more than this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

export const HOME_PATH = "/";

/** Section id of an anchor href: "#services", "/#services" -> "services". */
export function anchorId(href: string): string {
  const hashAt = href.indexOf("#");
  const id = hashAt === -1 ? "" : href.slice(hashAt + 1);
  if (!/^[a-z][a-z0-9-]*$/.test(id)) throw new Error(`Not a section anchor: ${href}`);
  return id;
}

/** The href to render for an anchor: it works without JavaScript from any page. */
export function homeAnchorHref(href: string): string {
  return `${HOME_PATH}#${anchorId(href)}`;
}

export type AnchorPlan = { kind: "scroll"; id: string } | { kind: "go-home-then-scroll"; id: string };

/**
 * What choosing an anchor does. The header follows SPEC: off the home page it always goes home.
 * `scrollIfPresent` (the footer's Get Quote, on pages that carry their own contact section)
 * stays on the current page when the target section exists there.
 */
export function planAnchorNavigation(input: {
  pathname: string;
  href: string;
  targetOnPage: boolean;
  scrollIfPresent?: boolean;
}): AnchorPlan {
  const id = anchorId(input.href);
  if (input.pathname === HOME_PATH) return { kind: "scroll", id };
  if (input.scrollIfPresent && input.targetOnPage) return { kind: "scroll", id };
  return { kind: "go-home-then-scroll", id };
}

/** Whether the header shows its scrolled (translucent white) state. */
export function isHeaderScrolled(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD_PX;
}
