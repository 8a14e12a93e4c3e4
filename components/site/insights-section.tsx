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
    <section id="ai-insights" tabIndex={-1} aria-labelledby="ai-insights-heading" className="site-section insights">
      <div className="insights-grid">
        <div className="insights-pitch">
          <p>
            <Icon name="sparkles" />
            Free tool
          </p>
          <h2 id="ai-insights-heading">{copy.heading}</h2>
          <p>{copy.subheading}</p>
          <ul className="checks">
            {copy.bullets.map((bullet) => (
              <li key={bullet}>
                <Icon name="circle-check" />
                {bullet}
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
