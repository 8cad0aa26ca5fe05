import type { z } from 'zod/mini';
import { type FieldErrorKey, isFieldErrorKey } from '../field-errors.js';

/**
 * The first field error key of each field in a failed parse, by dotted path (`mailingZip`,
 * `answers.1`). Issues whose message is not a key (a wrong type from a caller's bug) report
 * `pattern`, so a screen always has catalogue text to show. Takes `safeParse(...).error` as it is:
 * a successful parse (no error) has no field errors.
 */
export function fieldErrorsOf(error: z.core.$ZodError | undefined): Record<string, FieldErrorKey> {
  const errors: Record<string, FieldErrorKey> = {};
  for (const issue of error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    if (!Object.hasOwn(errors, path))
      errors[path] = isFieldErrorKey(issue.message) ? issue.message : 'pattern';
  }
  return errors;
}
