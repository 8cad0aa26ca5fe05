import { Link, SiteFooter } from '@portal/ui';
import { useLinkClickAnalytics } from '../analytics/use-analytics.js';
import { useEdition } from '../editions/edition-context.js';
import { AdministeredByLogo } from './administered-by-logo.js';
import * as styles from './portal-footer.css.js';
import { shellCopy } from './shell-copy.js';

const footerLinks = [
  { label: shellCopy.contactUs, href: '/contact' },
  { label: shellCopy.privacyPolicy, href: '/privacy' },
  { label: shellCopy.complianceAndLegal, href: '/compliance-and-legal' },
] as const;

/**
 * The footer of spec section 2: support links (each also reporting a link-click analytics event),
 * the 'Administered by' logo with the note on the two administrators, and the edition's legal
 * disclaimer.
 */
export function PortalFooter() {
  const edition = useEdition();
  const reportLinkClick = useLinkClickAnalytics(shellCopy.footerAnalyticsCategory);
  return (
    <SiteFooter>
      <nav aria-label={shellCopy.footerNavigation}>
        <ul className={styles.links}>
          {footerLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={() => reportLinkClick({ text: link.label, href: link.href })}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.administeredBy}>
        <p className={styles.administeredByLabel}>
          <span>{shellCopy.administeredBy}</span>
          <AdministeredByLogo
            label={shellCopy.administratorName}
            wordmark={shellCopy.administratorWordmark}
            className={styles.logo}
          />
        </p>
        <p className={styles.note}>{edition.administratorsNote}</p>
      </div>
      <p className={styles.disclaimer}>{edition.footerDisclaimer}</p>
    </SiteFooter>
  );
}
