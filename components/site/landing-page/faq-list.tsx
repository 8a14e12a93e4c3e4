import type { Faq } from "@/content/landing-pages";

import { Icon } from "../icon";
import { SectionHeading } from "../section-heading";

/**
 * The five FAQ items as native <details>/<summary> disclosures: keyboard and screen-reader support
 * come from the browser, with no JavaScript. The FAQPage structured data is built from the same list.
 */
export function FaqList({ faq }: { faq: readonly Faq[] }) {
  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-12 space-y-4">
          {faq.map((item) => (
            <details key={item.question} className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:shadow-md">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-2xl p-6 text-left text-lg font-semibold text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
                {item.question}
                <Icon name="chevron-down" className="size-5 shrink-0 text-indigo-600 transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-6 pb-6 leading-relaxed text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
