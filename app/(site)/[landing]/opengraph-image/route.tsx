import { renderOgImage } from "@/components/site/og-image";
import { getLandingPage, landingPages } from "@/content/landing-pages";

// A route handler for a stable URL; see app/(site)/opengraph-image/route.tsx. One image per record, at build.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return landingPages.map((page) => ({ landing: page.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ landing: string }> }) {
  const page = getLandingPage((await params).landing);
  if (!page) return new Response("Not found", { status: 404 });
  return renderOgImage({ eyebrow: page.headerBlock.eyebrow, title: page.seo.ogTitle, subtitle: page.seo.ogDescription });
}
