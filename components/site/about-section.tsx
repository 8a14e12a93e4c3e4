import { home } from "@/content/home";

import { AmbientVideo } from "./ambient-video";
import { Icon } from "./icon";
import { SectionHeading } from "./section-heading";
import { StaticImage } from "./static-image";

/** The about section (id "about") with the studio video, the story and the key figures. */
export function AboutSection() {
  const about = home.about;
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-heading"
      className="site-section bg-slate-50"
    >
      <div className="site-wrap grid gap-14 lg:grid-cols-2 lg:items-center lg:gap-20">
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-0 rounded-[2rem] bg-gradient-to-br from-indigo-500/20 via-transparent to-cyan-400/20 blur-2xl"
          />
          <div className="relative aspect-video overflow-hidden rounded-3xl bg-slate-900 shadow-2xl shadow-indigo-950/20 ring-1 ring-slate-900/10 lg:aspect-[4/5]">
            {/* The still is a lazy image rather than the video's poster, which browsers fetch at once. */}
            <StaticImage
              src="/media/about-poster.webp"
              alt=""
              fill
              sizes="(min-width: 1024px) 600px, 100vw"
              className="object-cover"
            />
            <AmbientVideo src="/media/about.mp4" className="absolute inset-0 h-full w-full object-cover" />
          </div>
          <dl className="relative mx-4 -mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-xl ring-1 ring-slate-900/5 sm:mx-8">
            {about.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse bg-white px-5 py-5">
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="text-2xl font-semibold tracking-tight text-slate-950 sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <SectionHeading id="about-heading" eyebrow="About Us" title={about.heading} align="left" />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-pretty text-slate-600">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {about.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 text-[0.95rem] text-slate-800">
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
