import { renderOgImage } from "@/components/site/og-image";

/*
 * A route handler rather than an opengraph-image.tsx file: inside the (site) route group Next gives
 * metadata image files a hashed URL (/opengraph-image-12o0cb). Here the URL stays the one the page
 * metadata and the structured data name (lib/seo/paths.ts), and it is still rendered at build.
 */
export const dynamic = "force-static";

export function GET() {
  return renderOgImage({
    eyebrow: "Colorado Digital Agency",
    title: "Brands, websites, AI and video that climb higher",
    subtitle: "Branding, web development, AI solutions and marketing for businesses across Colorado's Front Range.",
  });
}
