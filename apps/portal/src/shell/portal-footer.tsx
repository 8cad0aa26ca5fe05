import { Link, SiteFooter } from '@portal/ui';
import { useEdition } from '../editions/edition-context.js';
import * as styles from './portal-footer.css.js';
import { shellCopy } from './shell-copy.js';

/** The footer of spec section 2: support links and the edition's legal disclaimer. */
export function PortalFooter() {
  const edition = useEdition();
  return (
    <SiteFooter>
      <nav aria-label={shellCopy.footerNavigation}>
        <ul className={styles.links}>
          <li>
            <Link href="/contact">{shellCopy.contactUs}</Link>
          </li>
          <li>
            <Link href="/privacy">{shellCopy.privacyPolicy}</Link>
          </li>
          <li>
            <Link href="/compliance-and-legal">{shellCopy.complianceAndLegal}</Link>
          </li>
        </ul>
      </nav>
      <p className={styles.disclaimer}>{edition.footerDisclaimer}</p>
    </SiteFooter>
  );
}
