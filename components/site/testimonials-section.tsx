import { home } from "@/content/home";
import { testimonials } from "@/content/testimonials";

import { SectionHeading } from "./section-heading";
import { TestimonialList } from "./testimonial-list";

/** Six client testimonials with their ratings (id "testimonials"). */
export function TestimonialsSection() {
  return (
    <section id="testimonials" tabIndex={-1} aria-labelledby="testimonials-heading" className="site-section dark-bg glow-low">
      <div className="site-wrap">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          title={home.testimonials.heading}
          lead={home.testimonials.subheading}
          tone="dark"
        />
        <TestimonialList testimonials={testimonials} />
      </div>
    </section>
  );
}
