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
    <section id="contact" tabIndex={-1} aria-labelledby="contact-heading" className="site-section relative overflow-hidden bg-white">
      <div className="contact">
        <div className="contact-info">
          <p>Contact</p>
          <h2 id="contact-heading">{heading}</h2>
          <p>{subheading}</p>
          <ul className="facts">
            {contactFacts().map((fact) => {
              const body = (
                <>
                  <span className="icon-tile">
                    <Icon name={fact.icon} />
                  </span>
                  <span>
                    <span>{fact.label}</span>
                    <span>
                      {fact.value}
                      {fact.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                    </span>
                  </span>
                </>
              );
              return (
                <li key={fact.label}>
                  {fact.href ? (
                    <a href={fact.href} {...(fact.external ? externalLinkProps : {})}>
                      {body}
                    </a>
                  ) : (
                    <div>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        {children ? (
          <div className="contact-form-col">
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
