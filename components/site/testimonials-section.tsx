import { home } from "@/content/home";
import { testimonials } from "@/content/testimonials";

import { SectionHeading } from "./section-heading";
import { TestimonialList } from "./testimonial-list";

/** Six client testimonials with their ratings (id "testimonials"). */
export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      tabIndex={-1}
      aria-labelledby="testimonials-heading"
      className="site-section relative overflow-hidden bg-slate-950"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute bottom-0 left-1/2 h-96 w-[56rem] -translate-x-1/2 translate-y-1/2 rounded-full bg-indigo-600/20 blur-3xl"
      />
      <div className="site-wrap relative">
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
