import { Link, Stack, VisuallyHidden } from '@portal/ui';
import * as pageStyles from '../../styles/page.css.js';
import { homeCopy as copy, homeLinks } from './home-copy.js';
import { footnoteId, footnoteRefId } from './home-footnotes.js';
import * as styles from './home-page.css.js';

/** The h1 (the product name), the claims of spec sections 1 and 9, and the Enroll button. */
export function HomeHero({ productName }: { productName: string }) {
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <Stack gap={5} align="start">
        <h1 id="home-heading" className={styles.title}>
          {productName}
        </h1>
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
        <Link href={homeLinks.enroll} className={pageStyles.enrollLink}>
          {copy.enroll}
        </Link>
      </Stack>
    </section>
  );
}
