/**
 * Joins class names, skipping falsy parts. For the public site's client components: `cn` brings
 * tailwind-merge into every public page's first load, and these never pass conflicting classes.
 */
export function classNames(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
