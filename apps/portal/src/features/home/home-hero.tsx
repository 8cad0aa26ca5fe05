import { Link, VisuallyHidden } from '@portal/ui';
import * as pageStyles from '../../styles/page.css.js';
import { homeCopy as copy, homeLinks } from './home-copy.js';
import { footnoteId, footnoteRefId } from './home-footnotes.js';
import * as styles from './home-page.css.js';

/** The hero's illustration (drawn for the page; its SVG is its own source, see its comment). */
const heroIllustration = { src: '/illustrations/home-hero.svg', width: 480, height: 360 } as const;

/**
 * The h1 (the product name), a lead, the claims of spec sections 1 and 9 with the rate's
 * footnote, Enroll now and a way down to the plans; the illustration beside them on wider screens.
 */
export function HomeHero({ productName }: { productName: string }) {
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <div className={styles.heroText}>
        <h1 id="home-heading" className={styles.title}>
          {productName}
        </h1>
        <p className={styles.lead}>{copy.heroLead}</p>
        <ul className={styles.claims} aria-label={copy.claimsLabel}>
          {copy.claims.map((claim) => (
            <li key={claim}>{claim}</li>
          ))}
          <li>
            {copy.rateClaim}
            <sup>
              <Link href={`#${footnoteId}`} id={footnoteRefId}>
                <VisuallyHidden>{`${copy.footnoteMarker} `}</VisuallyHidden>1
              </Link>
            </sup>
          </li>
        </ul>
        <div className={styles.heroActions}>
          <Link href={homeLinks.enroll} className={pageStyles.enrollLink}>
            {copy.enroll}
          </Link>
          <Link href={homeLinks.plans} variant="standalone">
            {copy.seePlans}
          </Link>
        </div>
      </div>
      {/* Decorative: the text beside it says everything it shows (WCAG 1.1.1). The size is given
          so the text does not move when the image arrives. */}
      <img
        className={styles.heroIllustration}
        src={heroIllustration.src}
        width={heroIllustration.width}
        height={heroIllustration.height}
        // The largest thing the first screen paints on a desktop: fetched first.
        fetchPriority="high"
        alt=""
      />
    </section>
  );
}
