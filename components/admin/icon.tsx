import type { AdminIconName } from "@/content/admin-icons";

/**
 * A back-office icon (content/admin-icons.ts) through the `ai` classes of app/back-office.css: an
 * empty element painted in the text colour, nothing for assistive technology. 16 px unless the
 * caller's class sizes it.
 */
export function AdminIcon({ name, className }: { name: AdminIconName; className?: string }) {
  return <span className={className ? `ai ai-${name} ${className}` : `ai ai-${name}`} />;
}
