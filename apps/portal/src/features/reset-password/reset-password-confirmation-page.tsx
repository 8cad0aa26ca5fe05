import { Button, Stack } from '@portal/ui';
import { useNavigate } from 'react-router';
import * as styles from '../../styles/form-page.css.js';
import { resetPasswordCopy as copy } from './reset-password-copy.js';

/** /account/reset-password-confirmation: the end of a password reset; the way back is to log in. */
export function ResetPasswordConfirmationPage() {
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="reset-confirmation-heading">
      <h1 id="reset-confirmation-heading" className={styles.heading}>
        {copy.confirmationHeading}
      </h1>
      <Stack gap={4}>
        <p>{copy.confirmationText}</p>
        <div>
          <Button onClick={() => navigate('/login')}>{copy.logIn}</Button>
        </div>
      </Stack>
    </section>
  );
}
