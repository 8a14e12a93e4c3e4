import localFont from "next/font/local";

/*
 * Inter from the @fontsource-variable/inter npm package: no font host is contacted at build or run time.
 *
 * Not preloaded, and 'optional' rather than 'swap' (measured with `npm run bench`, Lighthouse mobile):
 * - a preloaded font holds the first paint until it arrives, by which time the framework's scripts
 *   have run, so Lighthouse counts all of them towards the hero's LCP (home median 95, runs 94-97);
 * - without the preload the hero paints first, but 'swap' then re-wraps a line when Inter arrives
 *   (CLS 0.06 on the landing pages);
 * - 'optional' uses Inter only if it is there within the first ~100 ms, otherwise the size-adjusted
 *   fallback for that page view (Inter is cached for the next one): no swap, CLS 0, and medians
 *   96-97 on the home, service and landing pages.
 */
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "optional",
  preload: false,
});
