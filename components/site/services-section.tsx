import { home } from "@/content/home";
import { serviceCards } from "@/content/services";

import { SectionHeading } from "./section-heading";
import { ServiceCardList } from "./service-card-list";

/** The nine service cards (id "services"), each linking to its service page. */
export function ServicesSection() {
  return (
    <section id="services" tabIndex={-1} aria-labelledby="services-heading" className="site-section bg-slate-50">
      <div className="site-wrap">
        <SectionHeading id="services-heading" eyebrow="Services" title={home.services.heading} lead={home.services.subheading} />
        <ServiceCardList cards={serviceCards} />
      </div>
    </section>
  );
}
