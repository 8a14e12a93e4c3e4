import { footerLocationLinks, footerServiceLinks, quoteLink } from "@/content/navigation";
import { site } from "@/content/site";

import { AnchorLink } from "./anchor-link";
import { contactFacts } from "./contact-facts";
import { CurrentYear } from "./current-year";
import { externalLinkProps } from "./external-link-props";
import { FooterLinkColumns } from "./footer-link-columns";
import { Icon } from "./icon";
import { Logo } from "./logo";

/** The public footer (SPEC section 2): service and location links, legal pages, contact facts. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-grid">
          <div className="footer-brand">
            <a href="/">
              <Logo />
            </a>
            <p>{site.tagline}</p>
            <ul className="footer-facts">
              {contactFacts().map((fact) => (
                <li key={fact.label}>
                  <Icon name={fact.icon} />
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
            <AnchorLink href={quoteLink.href} scrollIfPresent className="footer-quote">
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

        <div className="footer-bottom">
          <p>
            © <CurrentYear builtIn={new Date().getFullYear()} /> {site.legalName}. All rights reserved.
          </p>
          <div className="footer-legal">
            <a href="/privacy">Privacy Policy</a>
            <a href="/terms">Terms of Service</a>
            {/* "#top" is the top of the document in HTML, so this needs no script. */}
            <a href="#top">
              <Icon name="arrow-up" />
              Back to top
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
