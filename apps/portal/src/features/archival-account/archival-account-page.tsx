import { fillPlaceholders } from '@portal/forms/catalogue';
import { Link, Stack } from '@portal/ui';
import { useEdition } from '../../editions/edition-context.js';
import * as styles from '../../styles/form-page.css.js';
import { archivalAccountCopy as copy } from './archival-account-copy.js';

/**
 * /account/login-archival-account: where a sign-in that the service answers "unavailable" (503)
 * ends. It tells the member why they cannot go on and how to reach customer care.
 */
export function ArchivalAccountPage() {
  const edition = useEdition();
  return (
    <section className={styles.page} aria-labelledby="archival-heading">
      <h1 id="archival-heading" className={styles.heading}>
        {copy.heading}
      </h1>
      <Stack gap={4}>
        <p>{copy.explanation(edition.productName)}</p>
        <p>{fillPlaceholders(copy.whatToDo)}</p>
        <p>{copy.hours}</p>
        <ul className={styles.linkList}>
          <li>
            <Link href="/contact" variant="standalone">
              {copy.contactUs}
            </Link>
          </li>
          <li>
            <Link href="/login" variant="standalone">
              {copy.logIn}
            </Link>
          </li>
        </ul>
      </Stack>
    </section>
  );
}
