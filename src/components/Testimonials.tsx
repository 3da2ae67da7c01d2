import type { Testimonial } from '../config/types.js';

interface TestimonialsProps {
  testimonials: readonly Testimonial[];
  /** On a town's own page its name would only repeat the heading. */
  showTown: boolean;
  narrow?: boolean;
}

/** Customers' words, each with its author (and town). */
export function Testimonials({ testimonials, showTown, narrow = false }: TestimonialsProps) {
  return (
    <div className={narrow ? 'testimonials testimonials-narrow' : 'testimonials'}>
      {testimonials.map((testimonial, index) => (
        <figure className="testimonial" key={index}>
          <blockquote>
            <p>{testimonial.quote}</p>
          </blockquote>
          <figcaption>
            {testimonial.author}
            {showTown && testimonial.town && <span>{`, ${testimonial.town}`}</span>}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
