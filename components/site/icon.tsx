import type { IconName } from "@/content/icons";

/**
 * A lucide icon (content/icons.ts) through the `i` classes of app/site.css and icons.css: an empty
 * element painted in the text colour, a few bytes of markup, nothing for assistive technology.
 * 24 px unless the surrounding component's class sizes it.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span className={className ? `i i-${name} ${className}` : `i i-${name}`} />;
}
