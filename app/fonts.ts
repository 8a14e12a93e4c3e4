import localFont from "next/font/local";

/*
 * A local subset of Inter (`npm run font:subset`): small enough to preload without delaying the first
 * paint, and no font host is contacted. 'optional', not 'swap': a late swap re-wraps lines (layout shift).
 */
export const inter = localFont({
  src: "./fonts/inter-subset.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "optional",
  preload: true,
});
