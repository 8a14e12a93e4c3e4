import { footerLocationLinks, footerServiceLinks, quoteLink } from "@/content/navigation";
import { site } from "@/content/site";

import { AnchorLink } from "./anchor-link";
import { contactFacts } from "./contact-facts";
import { externalLinkProps } from "./external-link-props";
import { CurrentYear } from "./current-year";
import { FooterLinkColumns } from "./footer-link-columns";
import { Icon } from "./icon";
import { Logo } from "./logo";

/** The public footer (SPEC section 2): service and location links, legal pages, contact facts. */
export function SiteFooter() {
  return (
    <footer className="relative overflow-hidden bg-slate-950 text-slate-300">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-indigo-600/15 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-5 pt-20 pb-10 sm:px-8">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <a
              href="/"
              className="inline-block rounded-md text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-cyan-400"
            >
              <Logo />
            </a>
            <p className="mt-5 max-w-sm text-sm leading-relaxed text-slate-400">{site.tagline}</p>
            <ul className="footer-links mt-8 space-y-3 text-sm">
              {contactFacts().map((fact) => (
                <li key={fact.label} className="flex items-start gap-3">
                  <Icon name={fact.icon} className="mt-0.5 size-4 shrink-0 text-cyan-400" />
                  {fact.href ? (
                    <a href={fact.href} {...(fact.external ? externalLinkProps : {})}>
                      {fact.value}
                      {fact.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                    </a>
                  ) : (
                    <span>{fact.value}</span>
                  )}
                </li>
              ))}
            </ul>
            <AnchorLink
              href={quoteLink.href}
              scrollIfPresent
              className="mt-8 inline-flex items-center rounded-full bg-indigo-600 px-6 py-3 text-sm font-semibold text-white shadow-lg shadow-indigo-950/40 transition hover:bg-indigo-500 focus-ring"
            >
              {quoteLink.label}
            </AnchorLink>
          </div>
          <FooterLinkColumns
            columns={[
              { title: "Services", links: footerServiceLinks },
              { title: "Locations", links: footerLocationLinks },
              { title: "Follow Us", links: site.social.map(({ href, label }) => ({ href, label })), external: true },
            ]}
          />
        </div>

        <div className="mt-16 flex flex-col gap-6 border-t border-white/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">
            © <CurrentYear builtIn={new Date().getFullYear()} /> {site.legalName}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <a href="/privacy" className="footer-link">
              Privacy Policy
            </a>
            <a href="/terms" className="footer-link">
              Terms of Service
            </a>
            {/* "#top" is the top of the document in HTML, so this needs no script. */}
            <a
              href="#top"
              className="inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm font-medium text-white transition hover:border-white/30 hover:bg-white/5 focus-ring"
            >
              <Icon name="arrow-up" className="size-4" />
              Back to top
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
