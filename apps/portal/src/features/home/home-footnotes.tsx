import { Link } from '@portal/ui';
import { homeCopy as copy } from './home-copy.js';
import * as styles from './home-page.css.js';

export const footnoteId = 'home-footnote-1';
export const footnoteRefId = 'home-footnote-1-ref';

/** The footnote of the rate claim (spec section 1: it cites an average hourly rate of $370.00). */
export function Footnotes() {
  return (
    <div className={styles.footnotes} role="note" aria-label={copy.footnotesLabel}>
      <p id={footnoteId}>
        <sup>1</sup> {copy.footnoteText} <Link href={`#${footnoteRefId}`}>{copy.footnoteBack}</Link>
      </p>
    </div>
  );
}
