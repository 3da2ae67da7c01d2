import type { Testimonial } from '../config/types.js';
import { editMark } from '../site/edit-marks.js';

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
        <figure className="testimonial" key={index} {...editMark(testimonial)}>
          <blockquote>
            <p {...editMark(testimonial, 'quote')}>{testimonial.quote}</p>
          </blockquote>
          <figcaption {...editMark(testimonial, 'author')}>
            {testimonial.author}
            {showTown && testimonial.town && <span>{`, ${testimonial.town}`}</span>}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
