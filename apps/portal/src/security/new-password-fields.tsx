import type { BoundInputProps } from '@portal/forms/react';
import { NEW_PASSWORD_MAX_LENGTH } from '@portal/forms/rules';
import { PasswordField, Stack } from '@portal/ui';
import { newPasswordCopy as copy } from './security-copy.js';

/**
 * A new password and its confirmation: used wherever a member chooses a password (profile reset,
 * security settings, account creation). `field` is the form's inputField.
 */
export function NewPasswordFields({
  field,
  labels = { newPassword: copy.newPasswordLabel, confirmPassword: copy.confirmPasswordLabel },
}: {
  field: (name: 'newPassword' | 'confirmPassword') => BoundInputProps;
  /** 'New password' unless the page chooses a first one (account creation: 'Password'). */
  labels?: { newPassword: string; confirmPassword: string };
}) {
  return (
    <Stack gap={4}>
      <PasswordField
        label={labels.newPassword}
        {...field('newPassword')}
        maxLength={NEW_PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        required
      />
      <PasswordField
        label={labels.confirmPassword}
        {...field('confirmPassword')}
        maxLength={NEW_PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        required
      />
    </Stack>
  );
}
