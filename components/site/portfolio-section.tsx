
import { home } from "@/content/home";
import { portfolioItems } from "@/content/portfolio";

import { SectionHeading } from "./section-heading";
import { StaticImage as Image } from "./static-image";

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** The 18 portfolio items (id "portfolio"). */
export function PortfolioSection() {
  return (
    <section
      id="portfolio"
      tabIndex={-1}
      aria-labelledby="portfolio-heading"
      className="scroll-mt-16 bg-white py-24 outline-none sm:py-32 lg:scroll-mt-20"
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading
          id="portfolio-heading"
          eyebrow="Portfolio"
          title={home.portfolio.heading}
          lead={home.portfolio.subheading}
        />
        <ul className="mt-16 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {portfolioItems.map((item) => (
            <li key={item.id}>
              <article aria-labelledby={`${item.id}-title`} className="group">
                <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-900 ring-1 ring-slate-900/5">
                  <Image
                    src={item.image}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="object-cover transition duration-500 group-hover:scale-[1.03]"
                  />
                </div>
                <div className="mt-5 flex items-center gap-3 text-sm">
                  <span className="rounded-full bg-indigo-50 px-3 py-1 font-medium text-indigo-700">
                    {item.industry}
                  </span>
                  <time dateTime={item.date} className="text-slate-500">
                    {monthFormat.format(new Date(`${item.date}T00:00:00Z`))}
                  </time>
                </div>
                <h3 id={`${item.id}-title`} className="mt-3 text-lg font-semibold tracking-tight text-slate-950">
                  {item.title}
                </h3>
                <p className="text-sm font-medium text-slate-600">{item.name}</p>
                <p className="mt-3 text-[0.95rem] leading-relaxed text-slate-600">{item.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
