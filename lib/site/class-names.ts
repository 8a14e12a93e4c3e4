/**
 * Joins class names, skipping falsy parts. For the public site's client components: `cn` from
 * lib/utils runs tailwind-merge, which would add about 9 KB (gzip) to every public page's first
 * load; these components never pass conflicting classes, so a plain join is enough.
 */
export function classNames(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
