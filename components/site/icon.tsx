import type { IconName } from "@/content/icons";

/**
 * A lucide icon from the site's icon classes (components/site/icons.css, written from the sprite
 * icons.svg): an empty element painted in the text colour, a few bytes of markup per icon, the
 * same on the server and in the browser. Decorative: it has no content for assistive technology.
 * 24 px unless the surrounding component's class sizes it.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span className={className ? `i-${name} ${className}` : `i-${name}`} />;
}
