import type { ReactNode } from "react";

import { site } from "@/content/site";

import { externalLinkProps } from "./external-link-props";
import { Icon } from "./icon";

/**
 * A button to this page's own contact section (the `btn-primary` class, app/site.css). A plain
 * same-page anchor: the smooth scroll comes from `scroll-behavior` in theme.css (off for reduced
 * motion), so it needs no JavaScript.
 */
export function ContactButton({ children }: { children: ReactNode }) {
  return (
    <a href="#contact" className="btn-primary">
      {children}
    </a>
  );
}

/** SPEC §2: 'Schedule Meeting' opens the external booking page in a new tab. */
export function ScheduleMeetingLink() {
  return (
    <a href={site.bookingUrl} {...externalLinkProps} className="btn-ghost">
      <Icon name="calendar" />
      Schedule Meeting
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The agency phone as a tel: link (landing page heroes). */
export function PhoneLink() {
  return (
    <a href={`tel:${site.phone.tel}`} className="btn-ghost">
      <Icon name="phone" />
      Call {site.phone.display}
    </a>
  );
}
