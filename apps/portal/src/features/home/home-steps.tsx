import { homeCopy as copy } from './home-copy.js';
import * as styles from './home-page.css.js';

/** How joining works, in three numbered steps (an ordered list: the numbers are its own). */
export function HomeSteps() {
  return (
    <section aria-labelledby="home-steps-heading">
      <h2 id="home-steps-heading" className={styles.sectionHeading}>
        {copy.stepsHeading}
      </h2>
      <ol className={styles.stepList}>
        {copy.steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.cardHeading}>{step.title}</h3>
            <p className={styles.cardText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
