import { Link } from '@portal/ui';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useEdition } from '../../editions/edition-context.js';
import { sessionStore, useSession } from '../../session/session-store.js';
import * as styles from '../../styles/page.css.js';
import { homeCopy } from './home-copy.js';

/**
 * The public home page. Opening it clears the session (spec section 2); in the individual edition
 * the root path is the login page.
 */
export function HomePage() {
  const edition = useEdition();
  const { isLoggedIn } = useSession();

  useEffect(() => {
    if (!isLoggedIn) sessionStore.clear();
  }, [isLoggedIn]);

  if (edition.homeRedirectsToLogin) return <Navigate to="/login" replace />;
  return (
    <section className={styles.page} aria-labelledby="home-heading">
      <h1 id="home-heading" className={styles.heading}>
        {edition.productName}
      </h1>
      <p>{edition.homeIntro}</p>
      <ul className={styles.linkList}>
        <li>
          <Link href="/account-creation/get-started">{homeCopy.enroll}</Link>
        </li>
        <li>
          <Link href="/login">{homeCopy.logIn}</Link>
        </li>
      </ul>
    </section>
  );
}
