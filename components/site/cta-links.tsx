import type { ReactNode } from "react";

import { site } from "@/content/site";
import { classNames } from "@/lib/site/class-names";

import { externalLinkProps } from "./external-link-props";
import { Icon } from "./icon";

// The btn, btn-primary and btn-ghost component classes (app/site.css); a caller's utilities win.
const primaryButtonClass = "btn btn-primary";
const ghostButtonClass = "btn btn-ghost";

/**
 * A button to this page's own contact section. A plain same-page anchor: the smooth scroll comes
 * from `scroll-behavior` in theme.css (off for reduced motion), so it needs no JavaScript.
 */
export function ContactButton({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <a href="#contact" className={classNames(primaryButtonClass, className)}>
      {children}
    </a>
  );
}

/** SPEC §2: 'Schedule Meeting' opens the external booking page in a new tab. */
export function ScheduleMeetingLink({ className }: { className?: string }) {
  return (
    <a href={site.bookingUrl} {...externalLinkProps} className={classNames(ghostButtonClass, className)}>
      <Icon name="calendar" className="size-5" />
      Schedule Meeting
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The agency phone as a tel: link (landing page heroes). */
export function PhoneLink({ className }: { className?: string }) {
  return (
    <a href={`tel:${site.phone.tel}`} className={classNames(ghostButtonClass, className)}>
      <Icon name="phone" className="size-5" />
      Call {site.phone.display}
    </a>
  );
}
