import { ArrowRight } from "lucide-react";
import Link from "next/link";

import { home } from "@/content/home";
import { serviceCards } from "@/content/services";

import { Icon } from "./icon";
import { SectionHeading } from "./section-heading";

/** The nine service cards (id "services"), each linking to its service page. */
export function ServicesSection() {
  return (
    <section
      id="services"
      tabIndex={-1}
      aria-labelledby="services-heading"
      className="scroll-mt-16 bg-slate-50 py-24 outline-none sm:py-32 lg:scroll-mt-20"
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading
          id="services-heading"
          eyebrow="Services"
          title={home.services.heading}
          lead={home.services.subheading}
        />
        <ul className="mt-16 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => (
            <li
              key={card.slug}
              className="group relative flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-indigo-200 hover:shadow-xl hover:shadow-indigo-900/5"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-cyan-500 text-white shadow-lg shadow-indigo-600/20">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-6 text-xl font-semibold tracking-tight text-slate-950">{card.title}</h3>
              <p className="mt-3 text-[0.95rem] leading-relaxed text-slate-600">{card.description}</p>
              <ul className="mt-6 space-y-2.5 border-t border-slate-100 pt-6">
                {card.features.map((feature) => (
                  // The tick is a background image: 36 inline SVGs would bloat the HTML and hydration.
                  <li
                    key={feature}
                    className="bg-[url(/images/icons/check.svg)] bg-[length:1rem] bg-[position:0_0.125rem] bg-no-repeat pl-6.5 text-sm text-slate-700"
                  >
                    {feature}
                  </li>
                ))}
              </ul>
              <Link
                href={card.href}
                prefetch={false}
                className="mt-8 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-indigo-700 transition-colors hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
              >
                Explore {card.title}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
