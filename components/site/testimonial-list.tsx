"use client";

import type { Testimonial } from "@/content/testimonials";

/**
 * The six testimonial cards, drawn from their records: a client component so the page's data
 * carries the records rather than their markup (see portfolio-list.tsx).
 */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="mt-16 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className="glass-card flex h-full flex-col">
            {/* The stars and the quote mark are background images of this one line (app/site.css). */}
            <p role="img" aria-label={`Rated ${testimonial.rating} out of 5`} className="rating" />
            <blockquote className="body-copy mt-6 flex-1 text-slate-200">
              <p>“{testimonial.text}”</p>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-4 border-t border-white/10 pt-6">
              {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing to optimise */}
              <img src={testimonial.image} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 rounded-full ring-2 ring-white/10" />
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
  );
}
