import { CalendarDays, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { home } from "@/content/home";
import { site } from "@/content/site";

type ContactFact = { icon: LucideIcon; label: string; value: string; href?: string; external?: boolean };

function contactFacts(): ContactFact[] {
  const { address } = site;
  return [
    { icon: Phone, label: "Call us", value: site.phone.display, href: `tel:${site.phone.tel}` },
    { icon: Mail, label: "Email", value: site.email, href: `mailto:${site.email}` },
    {
      icon: MapPin,
      label: "Visit",
      value: `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`,
    },
    { icon: CalendarDays, label: "Book a call", value: "Schedule a meeting", href: site.bookingUrl, external: true },
  ];
}

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
      className="relative scroll-mt-16 overflow-hidden bg-white py-24 outline-none sm:py-32 lg:scroll-mt-20"
    >
      <div className="mx-auto grid max-w-7xl gap-14 px-5 sm:px-8 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-[0.18em] text-indigo-600 uppercase">Contact</p>
          <h2 id="contact-heading" className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-5xl">
            {heading}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-600">{subheading}</p>
          <ul className="mt-10 space-y-4">
            {contactFacts().map((fact) => {
              const FactIcon = fact.icon;
              const body = (
                <>
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                    <FactIcon aria-hidden="true" className="size-5" />
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
                      {...(fact.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                      className="flex items-center gap-4 rounded-2xl p-2 -m-2 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      {body}
                    </a>
                  ) : (
                    <div className="flex items-center gap-4">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        {children ? <div className="lg:col-span-3">{children}</div> : null}
      </div>
    </section>
  );
}
