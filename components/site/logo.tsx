import { site } from "@/content/site";
import { cn } from "@/lib/utils";

/** The agency name as the wordmark shows it: the first word bold, the rest lighter. */
export function wordmarkParts(name: string): { lead: string; rest: string } {
  const [lead = name, ...rest] = name.trim().split(/\s+/);
  return { lead, rest: rest.join(" ") };
}

/**
 * The agency mark (the same paths as public/images/logo.svg) with the name as live text,
 * so it takes the header's colour on the dark page top and on the white scrolled bar.
 */
export function Logo({ className }: { className?: string }) {
  const { lead, rest } = wordmarkParts(site.name);
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 40 34" width="36" height="31" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-mark" x1="0" y1="1" x2="1" y2="0">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        <g transform="translate(2 1)">
          <path fill="url(#logo-mark)" d="M1 30L13.6 8.4l6.3 10.3 3.9-5.6L35 30z" />
          <path fill="#e0e7ff" d="M13.6 8.4l3.9 6.5-2-.9-1.9 1.7-1.9-1.6-1.9 1z" />
          <circle cx="28.5" cy="6.5" r="3" fill="#f59e0b" />
        </g>
      </svg>
      <span className="text-lg font-semibold tracking-tight">
        {lead}
        {rest ? <span className="font-normal opacity-75"> {rest}</span> : null}
        <span className="sr-only"> home</span>
      </span>
    </span>
  );
}

