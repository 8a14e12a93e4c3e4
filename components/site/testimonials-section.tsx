import { Quote } from "lucide-react";

import { home } from "@/content/home";
import { testimonials } from "@/content/testimonials";

import { SectionHeading } from "./section-heading";
import { StaticImage as Image } from "./static-image";

/** Six client testimonials with their ratings (id "testimonials"). */
export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      tabIndex={-1}
      aria-labelledby="testimonials-heading"
      className="relative scroll-mt-16 overflow-hidden bg-slate-950 py-24 outline-none sm:py-32 lg:scroll-mt-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute bottom-0 left-1/2 h-96 w-[56rem] -translate-x-1/2 translate-y-1/2 rounded-full bg-indigo-600/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          title={home.testimonials.heading}
          lead={home.testimonials.subheading}
          tone="dark"
        />
        <ul className="mt-16 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-3xl border border-white/10 bg-white/[0.04] p-8 backdrop-blur">
                <div className="flex items-center justify-between">
                  <Image
                    src="/images/icons/stars-5.svg"
                    alt={`Rated ${testimonial.rating} out of 5`}
                    width={100}
                    height={20}
                    className="h-4 w-20"
                  />
                  <Quote aria-hidden="true" className="size-8 text-indigo-400/40" />
                </div>
                <blockquote className="mt-6 flex-1 text-[0.95rem] leading-relaxed text-slate-200">
                  <p>“{testimonial.text}”</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4 border-t border-white/10 pt-6">
                  <Image
                    src={testimonial.image}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded-full ring-2 ring-white/10"
                  />
                  <div className="text-sm">
                    <p className="font-semibold text-white">{testimonial.name}</p>
                    <p className="text-slate-400">
                      {testimonial.company} · {testimonial.location}
                    </p>
                    <p className="mt-0.5 text-cyan-300">{testimonial.service}</p>
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
