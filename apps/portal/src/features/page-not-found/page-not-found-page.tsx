import { Link } from '@portal/ui';
import { useEdition } from '../../editions/edition-context.js';
import * as styles from '../../styles/page.css.js';
import { pageNotFoundCopy as copy } from './page-not-found-copy.js';

export function PageNotFoundPage() {
  const { notFoundLinks } = useEdition();
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className={styles.heading}>
        {copy.heading}
      </h1>
      <p>{copy.apology}</p>
      <nav aria-label={copy.linksLabel}>
        <ul className={styles.linkList}>
          {notFoundLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
