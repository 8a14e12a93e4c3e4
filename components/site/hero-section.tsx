import { headlines } from "@/content/headlines";
import { home } from "@/content/home";
import { heroTags } from "@/content/navigation";
import { site } from "@/content/site";

import { AmbientVideo } from "./ambient-video";
import { HeadlineRotator } from "./headline-rotator";
import { Icon } from "./icon";

/**
 * The hero (id "home"). The headline is the largest thing painted first: the backdrop is a CSS
 * gradient and the video only fades in once it plays after the page has loaded.
 */
export function HeroSection({ headlineIndex }: { headlineIndex: number }) {
  const headline = headlines[headlineIndex] ?? headlines[0]!;
  return (
    <section
      id="home"
      tabIndex={-1}
      aria-label="Introduction"
      className="relative isolate flex min-h-[100svh] scroll-mt-0 items-center overflow-hidden bg-slate-950 outline-none"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_80%_60%_at_70%_20%,rgba(79,70,229,0.45),transparent_60%),radial-gradient(ellipse_60%_50%_at_10%_90%,rgba(34,211,238,0.22),transparent_60%),linear-gradient(180deg,#0b1220_0%,#0f172a_100%)]"
      />
      <AmbientVideo
        src="/media/hero.mp4"
        revealOnPlay
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45 mix-blend-screen"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/40 via-slate-950/30 to-slate-950"
      />

      <div className="site-wrap w-full pt-28 pb-24 lg:pt-36">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-xs font-medium tracking-wide text-cyan-200 backdrop-blur sm:text-sm">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-cyan-400" />
          {site.citiesServed.join(" · ")}
        </p>
        <div className="mt-8 max-w-4xl">
          <HeadlineRotator
            initialIndex={headlineIndex}
            initial={{ primary: headline.primary, secondary: headline.secondary }}
          />
        </div>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-300">{home.hero.intro}</p>

        <ul aria-label="What we do" className="hero-tags mt-8 flex max-w-3xl flex-wrap gap-2">
          {heroTags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>

        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
          <a
            href="#contact"
            className="btn btn-primary"
          >
            {home.hero.primaryCta}
          </a>
          <a
            href="#services"
            className="btn btn-ghost"
          >
            {home.hero.secondaryCta}
          </a>
        </div>
      </div>

      <a
        href="#services"
        aria-label={home.hero.scrollLabel}
        className="absolute bottom-6 left-1/2 inline-flex size-12 -translate-x-1/2 items-center justify-center rounded-full border border-white/20 text-white/80 transition hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400 motion-safe:animate-bounce"
      >
        <Icon name="chevron-down" className="size-6" />
      </a>
    </section>
  );
}
