import { home } from "@/content/home";
import { portfolioItems } from "@/content/portfolio";

import { PortfolioList } from "./portfolio-list";
import { SectionHeading } from "./section-heading";

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** The 18 portfolio items (id "portfolio"). */
export function PortfolioSection() {
  return (
    <section id="portfolio" tabIndex={-1} aria-labelledby="portfolio-heading" className="site-section bg-white">
      <div className="site-wrap">
        <SectionHeading id="portfolio-heading" eyebrow="Portfolio" title={home.portfolio.heading} lead={home.portfolio.subheading} />
        <PortfolioList items={portfolioItems.map((item) => ({ ...item, month: monthFormat.format(new Date(`${item.date}T00:00:00Z`)) }))} />
      </div>
    </section>
  );
}
