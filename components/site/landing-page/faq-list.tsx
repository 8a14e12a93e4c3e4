import type { Faq } from "@/content/landing-pages";

import { Icon } from "../icon";
import { SectionHeading } from "../section-heading";

/**
 * The five FAQ items as native <details>/<summary> disclosures: keyboard and screen-reader support
 * come from the browser, with no JavaScript. The FAQPage structured data is built from the same list.
 */
export function FaqList({ faq }: { faq: readonly Faq[] }) {
  return (
    <section aria-labelledby="faq-heading" className="faq">
      <div>
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="faq-list">
          {faq.map((item) => (
            <details key={item.question}>
              <summary>
                {item.question}
                <Icon name="chevron-down" />
              </summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
