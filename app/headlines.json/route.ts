import { headlines } from "@/content/headlines";

/**
 * The 40 headline entries for the hero rotator, as one static file written at build time: the
 * browser fetches it only when the headline actually changes while a page stays open, so neither
 * the entries nor the content modules behind them are part of the page's JavaScript or HTML.
 */
export const dynamic = "force-static";

export function GET() {
  return Response.json(headlines);
}
