import { Button, Stack } from '@portal/ui';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../messages/error-messages.js';
import * as styles from '../../styles/form-page.css.js';
import { profileResetCopy as copy } from './profile-reset-copy.js';

/**
 * Spec section 2, the temporary-password link screen: an unknown link says 'We're sorry, but we
 * could not locate you.', an expired one 'We're sorry, but the link expired.'; both offer Find
 * Your Account (account/help-findaccount), where the member can get a new link.
 */
export function LinkProblem({ problem }: { problem: 'notFound' | 'expired' }) {
  const navigate = useNavigate();
  const message = useErrorMessage();
  return (
    <section className={styles.page} aria-labelledby="link-problem-heading">
      <h1 id="link-problem-heading" className={styles.heading}>
        {message(problem === 'expired' ? 'linkExpired' : 'linkNotFound')}
      </h1>
      <Stack gap={4}>
        <div>
          <Button onClick={() => navigate('/account/help-findaccount')}>
            {copy.findYourAccount}
          </Button>
        </div>
      </Stack>
    </section>
  );
}
