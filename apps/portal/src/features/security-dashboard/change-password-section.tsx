import { useChangePassword } from '@portal/api/swr';
import { useSchemaForm } from '@portal/forms/react';
import { NEW_PASSWORD_MAX_LENGTH } from '@portal/forms/rules';
import { createChangePasswordSchema } from '@portal/forms/schemas';
import { Button, Card, ErrorSummary, PasswordField, Stack } from '@portal/ui';
import { useMemo } from 'react';
import { NewPasswordFields } from '../../security/new-password-fields.js';
import { newPasswordCopy } from '../../security/security-copy.js';
import * as styles from './security-dashboard.css.js';
import { securityDashboardCopy as copy } from './security-dashboard-copy.js';
import { SettingsOutcome } from './settings-outcome.js';
import { useSettingsSave } from './use-settings-save.js';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current password, then the new one twice (same rules as a reset). */
export function ChangePasswordSection({
  memberId,
  username,
}: {
  memberId: string;
  username: string;
}) {
  const change = useChangePassword(memberId);
  const schema = useMemo(() => createChangePasswordSchema({ username }), [username]);
  const form = useSchemaForm({ schema, defaultValues: emptyForm });

  // A saved password is not left in the fields.
  const { outcome, save } = useSettingsSave(form, change.trigger, {
    fields: emptyForm,
    clearOnSave: true,
  });

  return (
    <Card as="section" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className={styles.sectionHeading}>
        {copy.passwordHeading}
      </h2>
      <Stack gap={4}>
        <SettingsOutcome outcome={outcome} savedText={copy.passwordChanged} />
        <ErrorSummary {...form.errorSummary} />
        <p>{newPasswordCopy.rules}</p>
        <form className={styles.form} noValidate autoComplete="off" onSubmit={form.submit(save)}>
          <Stack gap={4}>
            <PasswordField
              label={copy.currentPasswordLabel}
              {...form.inputField('currentPassword')}
              maxLength={NEW_PASSWORD_MAX_LENGTH}
              autoComplete="current-password"
              required
            />
            <NewPasswordFields field={(name) => form.inputField(name)} />
            <div className={styles.actions}>
              <Button type="submit" busy={form.isSubmitting}>
                {copy.changePassword}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
