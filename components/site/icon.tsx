import type { IconName } from "@/content/icons";

import sprite from "./icons.svg";

/** The sprite's URL: the build gives it a content hash, so browsers may cache it for good. */
const SPRITE_URL = (sprite as { src: string }).src;

/**
 * A lucide icon from the site's sprite (content/icons.ts): a few bytes of markup per icon, the
 * same on the server and in the browser. Decorative, so hidden from assistive technology.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" className={className}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
