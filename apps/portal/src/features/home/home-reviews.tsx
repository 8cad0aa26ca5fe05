import { Card } from '@portal/ui';
import { useTestimonials } from '../../content/testimonials-content.js';
import { homeCopy as copy } from './home-copy.js';
import * as styles from './home-page.css.js';

/** #reviews (spec sections 1 and 2): the customer testimonials, each a quote with its author. */
export function HomeReviews() {
  const { data, error } = useTestimonials();
  return (
    <section id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.sectionHeading}>
        {copy.reviewsHeading}
      </h2>
      {error !== undefined ? null : data === undefined ? (
        <p role="status">{copy.loadingReviews}</p>
      ) : (
        <ul className={styles.reviewList}>
          {data.map((testimonial) => (
            <Card
              as="li"
              key={`${testimonial.name}|${testimonial.comment}`}
              className={styles.reviewCard}
            >
              <figure className={styles.quote}>
                <blockquote className={styles.quote}>
                  <p className={styles.quoteText}>{testimonial.comment}</p>
                </blockquote>
                <figcaption className={styles.attribution}>
                  <cite className={styles.name}>{testimonial.name}</cite>, {testimonial.address}
                </figcaption>
              </figure>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
