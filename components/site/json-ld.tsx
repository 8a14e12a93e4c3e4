import type { Thing, WithContext } from "schema-dts";

import { serializeJsonLd } from "@/lib/seo/json-ld";

/**
 * One structured-data block. A server component: the script is plain HTML that search engines
 * read; the browser never executes it. `serializeJsonLd` escapes `<`, so copy cannot end the tag.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
