import type { ServicePage } from "@/content/service-pages";

import { ContactButton, ScheduleMeetingLink } from "../cta-links";

/** The closing call to action: to this page's contact section, or the booking page. */
export function ClosingCta({ cta }: { cta: ServicePage["closingCta"] }) {
  return (
    <section aria-labelledby="closing-cta-heading" className="closing">
      <div>
        <h2 id="closing-cta-heading">{cta.heading}</h2>
        <p>{cta.text}</p>
        <div className="closing-actions">
          <ContactButton>{cta.button}</ContactButton>
          <ScheduleMeetingLink />
        </div>
      </div>
    </section>
  );
}
