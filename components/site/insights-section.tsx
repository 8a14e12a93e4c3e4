import type { ReactNode } from "react";

import { home } from "@/content/home";

import { Icon } from "./icon";

/**
 * The AI insights section (id "ai-insights"): the pitch on one side and, in `children`, the
 * insights form with its results view, which the forms feature provides.
 */
export function InsightsSection({ children }: { children?: ReactNode }) {
  const copy = home.aiInsights;
  return (
    <section
      id="ai-insights"
      tabIndex={-1}
      aria-labelledby="ai-insights-heading"
      className="site-section relative overflow-hidden bg-gradient-to-b from-slate-950 to-indigo-950 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-0 right-0 h-96 w-96 translate-x-1/3 -translate-y-1/3 rounded-full bg-cyan-500/10 blur-3xl"
      />
      <div className="site-wrap relative grid gap-14 lg:grid-cols-2 lg:items-start">
        <div className="lg:sticky lg:top-28">
          <p className="inline-flex items-center gap-2 rounded-full bg-cyan-400/10 px-3 py-1 text-sm font-semibold text-cyan-300">
            <Icon name="sparkles" className="size-4" />
            Free tool
          </p>
          <h2 id="ai-insights-heading" className="mt-5 text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
            {copy.heading}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-300">{copy.subheading}</p>
          <ul className="mt-8 space-y-4">
            {copy.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-slate-200">
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-cyan-400" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
        </div>
        {children ? (
          <div>
            <noscript>
              <p className="pb-6 text-slate-300">The free insights tool needs JavaScript; the contact details below work without it.</p>
            </noscript>
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
