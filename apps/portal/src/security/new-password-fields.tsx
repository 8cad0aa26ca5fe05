import type { BoundInputProps } from '@portal/forms/react';
import { NEW_PASSWORD_MAX_LENGTH } from '@portal/forms/rules';
import { PasswordField, Stack } from '@portal/ui';
import { newPasswordCopy as copy } from './security-copy.js';

/**
 * A new password and its confirmation: used wherever a member chooses a password (profile reset,
 * security settings). `field` is the form's inputField.
 */
export function NewPasswordFields({
  field,
}: {
  field: (name: 'newPassword' | 'confirmPassword') => BoundInputProps;
}) {
  return (
    <Stack gap={4}>
      <PasswordField
        label={copy.newPasswordLabel}
        {...field('newPassword')}
        maxLength={NEW_PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        required
      />
      <PasswordField
        label={copy.confirmPasswordLabel}
        {...field('confirmPassword')}
        maxLength={NEW_PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        required
      />
    </Stack>
  );
}
