import type { ServicePage } from "@/content/service-pages";

import { AmbientVideo } from "../ambient-video";
import { ContactButton, ScheduleMeetingLink } from "../cta-links";
import { Icon } from "../icon";
import { StaticImage as Image } from "../static-image";

/**
 * Headline, intro, the primary button to #contact and 'Schedule Meeting'. The AI solutions page
 * plays its looping muted video behind the text; it starts after load, so the headline paints first.
 */
export function ServiceHero({ page }: { page: ServicePage }) {
  return (
    <section
      aria-labelledby="service-hero-heading"
      className="relative isolate overflow-hidden bg-slate-950 pt-32 pb-20 sm:pt-40 sm:pb-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_70%_60%_at_80%_10%,rgba(79,70,229,0.45),transparent_60%),radial-gradient(ellipse_50%_50%_at_0%_100%,rgba(34,211,238,0.18),transparent_60%),linear-gradient(180deg,#0b1220_0%,#0f172a_100%)]"
      />
      {page.heroVideo ? (
        <>
          <AmbientVideo
            src={page.heroVideo.src}
            poster={page.heroVideo.poster}
            revealOnPlay
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40 mix-blend-screen"
          />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950 via-slate-950/70 to-slate-950/30" />
        </>
      ) : null}

      <div className="site-wrap grid items-center gap-14 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-cyan-200 backdrop-blur">
            <Icon name={page.icon} className="size-4" />
            {page.hero.eyebrow}
          </p>
          <h1
            id="service-hero-heading"
            className="mt-7 text-4xl font-semibold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
          >
            {page.hero.headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300">{page.hero.intro}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ContactButton>{page.hero.primaryCta}</ContactButton>
            <ScheduleMeetingLink />
          </div>
          <p className="mt-8 text-sm text-slate-400">
            <span className="font-medium text-slate-200">Who we work with:</span> {page.industry}
          </p>
        </div>
        <div className="hidden lg:col-span-5 lg:block">
          <div className="relative">
            <div aria-hidden="true" className="absolute -inset-4 rounded-[2rem] bg-gradient-to-br from-indigo-500/30 to-cyan-400/20 blur-2xl" />
            <Image
              src={page.image}
              alt=""
              width={1200}
              height={800}
              sizes="(min-width: 1280px) 480px, 40vw"
              className="relative aspect-[3/2] w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/10"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
