import { CalendarDays, Phone } from "lucide-react";
import type { ReactNode } from "react";

import { site } from "@/content/site";
import { cn } from "@/lib/utils";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full px-7 py-3.5 text-base font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2";

/** Filled indigo on any background; the main call to action of a section. */
export const primaryButtonClass = cn(
  base,
  "bg-indigo-600 text-white shadow-xl shadow-indigo-600/30 hover:bg-indigo-500 focus-visible:outline-cyan-400",
);

/** Outlined glass button for dark backgrounds. */
export const ghostButtonClass = cn(
  base,
  "border border-white/25 bg-white/5 text-white backdrop-blur hover:bg-white/10 focus-visible:outline-cyan-400",
);

/**
 * A button to this page's own contact section. A plain same-page anchor: the smooth scroll comes
 * from `scroll-behavior` in globals.css (off for reduced motion), so it needs no JavaScript.
 */
export function ContactButton({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <a href="#contact" className={cn(primaryButtonClass, className)}>
      {children}
    </a>
  );
}

/** SPEC §2: 'Schedule Meeting' opens the external booking page in a new tab. */
export function ScheduleMeetingLink({ className }: { className?: string }) {
  return (
    <a href={site.bookingUrl} target="_blank" rel="noopener noreferrer" className={cn(ghostButtonClass, className)}>
      <CalendarDays aria-hidden="true" className="size-5" />
      Schedule Meeting
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The agency phone as a tel: link (landing page heroes). */
export function PhoneLink({ className }: { className?: string }) {
  return (
    <a href={`tel:${site.phone.tel}`} className={cn(ghostButtonClass, className)}>
      <Phone aria-hidden="true" className="size-5" />
      Call {site.phone.display}
    </a>
  );
}
