import { site } from "@/content/site";
import { classNames } from "@/lib/site/class-names";

/** The agency name as the wordmark shows it: the first word bold, the rest lighter. */
export function wordmarkParts(name: string): { lead: string; rest: string } {
  const [lead = name, ...rest] = name.trim().split(/\s+/);
  return { lead, rest: rest.join(" ") };
}

/**
 * The agency mark with the name as live text, so it takes the header's colour on the dark page top
 * and on the white scrolled bar. The mark is a picture in the `logo` class (app/site.css, the same
 * paths as public/images/logo.svg), so the logo costs a few bytes wherever a page repeats it.
 */
export function Logo({ className }: { className?: string }) {
  const { lead, rest } = wordmarkParts(site.name);
  return (
    <span className={classNames("logo", className)}>
      <span>
        {lead}
        {rest ? <span>{` ${rest}`}</span> : null}
        <span className="sr-only"> home</span>
      </span>
    </span>
  );
}
