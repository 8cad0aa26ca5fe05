import { type UsernameAvailability, useUsernameAvailability } from '@portal/api/swr';
import type { BoundInputProps } from '@portal/forms/react';
import { USER_ID_MAX_LENGTH } from '@portal/forms/rules';
import { usernameField } from '@portal/forms/schemas';
import { Stack, TextField } from '@portal/ui';
import * as styles from './account-creation.css.js';
import { credentialsCopy as copy } from './account-creation-copy.js';
import { useDebouncedValue } from './use-debounced-value.js';

/** How long typing must pause before the username is checked (userIDAvailabilityFEHB). */
export const usernameCheckDelayMs = 500;

const usernameRule = usernameField();

export type UsernameCheck = {
  /** The service's answer for the name as typed now; undefined while none is. */
  answer: UsernameAvailability | undefined;
  /** Typing has not paused yet, or the answer is on its way. */
  checking: boolean;
};

/**
 * Checks the username as it is typed: once the typing pauses and the name keeps the rules (no
 * spaces, at most 50, never an SSN), the service says whether it is free. Only an application in
 * progress is answered (the draft cookie), and the checks are limited per address and per draft,
 * so it lists no one's usernames.
 */
export function useUsernameCheck(typedValue: string): UsernameCheck {
  const typed = typedValue.trim();
  const settled = useDebouncedValue(typed, usernameCheckDelayMs);
  const checkable = settled !== '' && usernameRule.safeParse(settled).success ? settled : null;
  const availability = useUsernameAvailability(checkable);
  const current = checkable !== null && checkable === typed;
  return {
    answer: current ? availability.data : undefined,
    checking:
      typed !== '' &&
      usernameRule.safeParse(typed).success &&
      (typed !== settled || (current && availability.data === undefined)),
  };
}

/**
 * The username field with what the check found in a polite live region under it: 'This username
 * is available.' or the service's 'username already exists' words, so a screen-reader user hears
 * it without leaving the field.
 */
export function UsernameField({ field, check }: { field: BoundInputProps; check: UsernameCheck }) {
  return (
    <Stack gap={2}>
      <TextField
        label={copy.usernameLabel}
        hint={copy.usernameHint}
        {...field}
        maxLength={USER_ID_MAX_LENGTH}
        autoComplete="username"
        required
      />
      <p role="status" className={styles.statusLine}>
        {statusOf(check)}
      </p>
    </Stack>
  );
}

function statusOf({ answer, checking }: UsernameCheck): string {
  if (checking) return copy.usernameChecking;
  if (answer?.kind === 'available') return copy.usernameAvailable;
  if (answer?.kind === 'taken') return answer.message ?? '';
  return '';
}
