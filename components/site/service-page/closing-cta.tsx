import type { ServicePage } from "@/content/service-pages";

import { ContactButton, ScheduleMeetingLink } from "../cta-links";

/** The closing call to action: to this page's contact section, or the booking page. */
export function ClosingCta({ cta }: { cta: ServicePage["closingCta"] }) {
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-white px-5 pt-20 sm:px-8 sm:pt-28">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-indigo-700 via-indigo-600 to-cyan-600 px-8 py-16 text-center shadow-2xl shadow-indigo-900/20 sm:px-16">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
        <h2 id="closing-cta-heading" className="relative mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
          {cta.heading}
        </h2>
        <p className="relative mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-indigo-50">{cta.text}</p>
        <div className="relative mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ContactButton className="bg-white text-indigo-700 shadow-indigo-950/20 hover:bg-indigo-50 focus-visible:outline-white">
            {cta.button}
          </ContactButton>
          <ScheduleMeetingLink className="border-white/40 focus-visible:outline-white" />
        </div>
      </div>
    </section>
  );
}
