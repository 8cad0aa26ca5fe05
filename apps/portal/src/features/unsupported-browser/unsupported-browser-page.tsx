import * as pageStyles from '../../styles/page.css.js';
import { unsupportedBrowserCopy as copy } from './unsupported-browser-copy.js';

/**
 * /unsupported-browser (spec section 2): where Internet Explorer and legacy Edge are sent. The
 * route hides the header and footer (route handle `chrome: 'none'`), so the page stands alone.
 */
export function UnsupportedBrowserPage() {
  return (
    <section className={pageStyles.page} aria-labelledby="unsupported-browser-heading">
      <h1 id="unsupported-browser-heading" className={pageStyles.heading}>
        {copy.heading}
      </h1>
      <p>{copy.advice}</p>
    </section>
  );
}
