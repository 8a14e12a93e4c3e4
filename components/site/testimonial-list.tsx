import type { Testimonial } from "@/content/testimonials";

/**
 * The six testimonial cards. A server component: with the `quotes` class (app/site.css) styling
 * them, their markup is hardly longer than the records, and the home page's first-load
 * JavaScript, which is capped like its HTML, is spared the template.
 */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="card-grid quotes">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure>
            {/* The stars and the quote mark are background images of this one line (app/site.css). */}
            <p role="img" aria-label={`Rated ${testimonial.rating} out of 5`} className="rating" />
            <blockquote>
              <p>“{testimonial.text}”</p>
            </blockquote>
            <figcaption>
              {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing to optimise */}
              <img src={testimonial.image} alt="" width={48} height={48} loading="lazy" decoding="async" />
              <div>
                <p>{testimonial.name}</p>
                <p>
                  {testimonial.company} · {testimonial.location}
                </p>
                <p>{testimonial.service}</p>
              </div>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
