import { homeCopy as copy } from './home-copy.js';
import * as styles from './home-page.css.js';

/**
 * Who stands behind the plan (the administrator, the attorney network, the account's
 * protection), in plain words: what a visitor checks before trusting a plan with their family.
 */
export function HomeTrust() {
  return (
    <section aria-labelledby="home-trust-heading">
      <h2 id="home-trust-heading" className={styles.sectionHeading}>
        {copy.trustHeading}
      </h2>
      <ul className={styles.trustList}>
        {copy.trustSignals.map((signal) => (
          <li key={signal.title} className={styles.trustItem}>
            <h3 className={styles.cardHeading}>{signal.title}</h3>
            <p className={styles.cardText}>{signal.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
