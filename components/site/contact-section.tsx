import type { ReactNode } from "react";

import { home } from "@/content/home";
import { site } from "@/content/site";

import { contactFacts } from "./contact-facts";
import { externalLinkProps } from "./external-link-props";
import { Icon } from "./icon";

/**
 * The contact section (id "contact"), shared by the home, service and landing pages. The agency's
 * direct lines sit beside `children`, where the contact form goes.
 */
export function ContactSection({
  children,
  heading = home.contact.heading,
  subheading = home.contact.subheading,
}: {
  children?: ReactNode;
  heading?: string;
  subheading?: string;
}) {
  return (
    <section
      id="contact"
      tabIndex={-1}
      aria-labelledby="contact-heading"
      className="site-section relative overflow-hidden bg-white"
    >
      <div className="site-wrap grid gap-14 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <p className="eyebrow">Contact</p>
          <h2 id="contact-heading" className="section-title">
            {heading}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-600">{subheading}</p>
          <ul className="mt-10 space-y-4">
            {contactFacts().map((fact) => {
              const body = (
                <>
                  <span className="icon-tile">
                    <Icon name={fact.icon} className="size-5" />
                  </span>
                  <span>
                    <span className="block text-sm text-slate-500">{fact.label}</span>
                    <span className="block font-medium text-slate-900">
                      {fact.value}
                      {fact.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                    </span>
                  </span>
                </>
              );
              return (
                <li key={fact.label}>
                  {fact.href ? (
                    <a
                      href={fact.href}
                      {...(fact.external ? externalLinkProps : {})}
                      className="contact-fact -m-2 rounded-2xl p-2 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      {body}
                    </a>
                  ) : (
                    <div className="contact-fact">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        {children ? (
          <div className="lg:col-span-3">
            <noscript>
              <p className="pb-6 text-slate-600">
                The form needs JavaScript. Call us at {site.phone.display} or email {site.email}.
              </p>
            </noscript>
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
