import { Button, Link } from '@portal/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { locateAccountStore } from '../../session/locate-account-store.js';
import * as styles from '../../styles/page.css.js';
import { accountLockedCopy as copy } from './account-locked-copy.js';

/**
 * /account-locked?type=invalidLogin | lockAccount | secureAccount (spec sections 2 and 8). After
 * invalid logins the member can unlock by finding their account; the other types (and a missing
 * or unknown one) send them to customer care.
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
        <Button
          onClick={() => {
            // The find-account flow learns where the member came from (spec section 3).
            locateAccountStore.start({ startedfrom: 'account-locked' });
            navigate('/account/find-account');
          }}
        >
          {copy.unlockAccount}
        </Button>
      ) : (
        <p>
          {copy.contactPrompt} <Link href="/contact">{copy.contactUs}</Link>.
        </p>
      )}
    </section>
  );
}
