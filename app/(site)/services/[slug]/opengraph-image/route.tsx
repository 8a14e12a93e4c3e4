import { renderOgImage } from "@/components/site/og-image";
import { getServicePage, servicePages } from "@/content/service-pages";

// A route handler for a stable URL; see app/(site)/opengraph-image/route.tsx. One image per record, at build.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return servicePages.map((page) => ({ slug: page.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const page = getServicePage((await params).slug);
  if (!page) return new Response("Not found", { status: 404 });
  return renderOgImage({ eyebrow: page.hero.eyebrow, title: page.hero.headline, subtitle: page.seo.description });
}
