import { Button, Link } from '@portal/ui';
import { useNavigate, useSearchParams } from 'react-router';
import * as styles from '../../styles/page.css.js';
import { accountLockedCopy as copy } from './account-locked-copy.js';

/**
 * /account-locked?type=invalidLogin | lockAccount | secureAccount. After invalid logins the
 * member can unlock by finding their account; the other types send them to customer care.
 */
export function AccountLockedPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const canUnlock = params.get('type') === 'invalidLogin';
  return (
    <section className={styles.page} aria-labelledby="locked-heading">
      <h1 id="locked-heading" className={styles.heading}>
        {copy.heading}
      </h1>
      <p>{copy.tooManyAttempts}</p>
      {canUnlock ? (
        <Button onClick={() => navigate('/account/find-account')}>{copy.unlockAccount}</Button>
      ) : (
        <p>
          {copy.contactPrompt} <Link href="/contact">{copy.contactUs}</Link>.
        </p>
      )}
    </section>
  );
}
