import { ContentPage, Link } from '@portal/ui';
import { useEdition } from '../../editions/edition-context.js';
import * as styles from '../../styles/page.css.js';
import { pageNotFoundCopy as copy } from './page-not-found-copy.js';
import * as ownStyles from './page-not-found-page.css.js';

/**
 * /page-not-found (spec section 2) on the kit's `ContentPage`: the spec's heading and apology,
 * then the edition's ways on, one per line, so each is easy to find and to tap.
 */
export function PageNotFoundPage() {
  const { notFoundLinks } = useEdition();
  return (
    <div className={styles.page}>
      <ContentPage heading={copy.heading} lead={copy.apology}>
        <nav aria-label={copy.linksLabel}>
          <ul className={ownStyles.ways}>
            {notFoundLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} variant="standalone">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </ContentPage>
    </div>
  );
}
