import type { LandingPage } from "@/content/landing-pages";

import { ContactButton, PhoneLink } from "../cta-links";
import { Icon } from "../icon";

/** Heading, intro line, the primary button to #contact and the agency phone. */
export function LandingHero({ page }: { page: LandingPage }) {
  return (
    <section
      aria-labelledby="landing-hero-heading"
      className="relative isolate overflow-hidden bg-slate-950 pt-32 pb-20 sm:pt-40 sm:pb-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_60%_at_75%_0%,rgba(79,70,229,0.45),transparent_60%),radial-gradient(ellipse_50%_50%_at_5%_100%,rgba(34,211,238,0.2),transparent_60%),linear-gradient(180deg,#0b1220_0%,#0f172a_100%)]"
      />
      <div className="site-wrap">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-cyan-200 backdrop-blur">
          <Icon name="map-pin" className="size-4" />
          {page.headerBlock.eyebrow}
        </p>
        <h1
          id="landing-hero-heading"
          className="mt-7 max-w-4xl text-4xl font-semibold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
        >
          {page.hero.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300">{page.hero.intro}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
          <ContactButton>{page.hero.primaryCta}</ContactButton>
          <PhoneLink />
        </div>
      </div>
    </section>
  );
}
