import { ArrowUp, Mail, MapPin, Phone } from "lucide-react";
import Link from "next/link";

import { footerLocationLinks, footerServiceLinks, quoteLink, type NavItem } from "@/content/navigation";
import { site } from "@/content/site";

import { AnchorLink } from "./anchor-link";
import { CurrentYear } from "./current-year";
import { Logo } from "./logo";

const linkClass =
  "rounded-sm text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400";

function LinkColumn({ title, links }: { title: string; links: NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-5 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            {/* No prefetch in the footer: its links would otherwise all load on every page view. */}
            <Link href={link.href} prefetch={false} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The public footer (SPEC section 2): service and location links, legal pages, contact facts. */
export function SiteFooter() {
  const { address } = site;
  return (
    <footer className="relative overflow-hidden bg-slate-950 text-slate-300">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-indigo-600/15 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-5 pt-20 pb-10 sm:px-8">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Link
              href="/"
              prefetch={false}
              className="inline-block rounded-md text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-cyan-400"
            >
              <Logo />
            </Link>
            <p className="mt-5 max-w-sm text-sm leading-relaxed text-slate-400">{site.tagline}</p>
            <ul className="mt-8 space-y-3 text-sm">
              <li className="flex items-start gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cyan-400" />
                <span>
                  {address.street}, {address.locality}, {address.region} {address.postalCode}
                </span>
              </li>
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-cyan-400" />
                <a href={`tel:${site.phone.tel}`} className={linkClass}>
                  {site.phone.display}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-cyan-400" />
                <a href={`mailto:${site.email}`} className={linkClass}>
                  {site.email}
                </a>
              </li>
            </ul>
            <AnchorLink
              href={quoteLink.href}
              scrollIfPresent
              className="mt-8 inline-flex items-center rounded-full bg-indigo-600 px-6 py-3 text-sm font-semibold text-white shadow-lg shadow-indigo-950/40 transition hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400"
            >
              {quoteLink.label}
            </AnchorLink>
          </div>
          <div className="grid gap-10 sm:grid-cols-3 lg:col-span-8">
            <div className="sm:col-span-1">
              <LinkColumn title="Services" links={footerServiceLinks} />
            </div>
            <div className="sm:col-span-1">
              <LinkColumn title="Locations" links={footerLocationLinks} />
            </div>
            <div className="sm:col-span-1">
              <h2 className="text-sm font-semibold tracking-wide text-white">Follow Us</h2>
              <ul className="mt-5 space-y-3">
                {site.social.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} rel="noopener noreferrer" target="_blank" className={linkClass}>
                      {link.label}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>

        <div className="mt-16 flex flex-col gap-6 border-t border-white/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">
            © <CurrentYear builtIn={new Date().getFullYear()} /> {site.legalName}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Link href="/privacy" prefetch={false} className={linkClass}>
              Privacy Policy
            </Link>
            <Link href="/terms" prefetch={false} className={linkClass}>
              Terms of Service
            </Link>
            {/* "#top" is the top of the document in HTML, so this needs no script. */}
            <a
              href="#top"
              className="inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm font-medium text-white transition hover:border-white/30 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400"
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              Back to top
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
