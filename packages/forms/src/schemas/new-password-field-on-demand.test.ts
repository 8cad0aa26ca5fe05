import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commonPasswordBlocklist } from '../passwords/common-password-rules.js';
import { fieldErrorsOf } from './field-errors-of.js';
import { newPasswordFieldOnDemand } from './new-password-field-on-demand.js';
import { newPasswordField } from './password-fields.js';

const synchronous = newPasswordField();
const onDemand = newPasswordFieldOnDemand();

/** The error key each field shows for `password`, or none. */
const syncError = (password: unknown) => fieldErrorsOf(synchronous.safeParse(password).error)[''];
const onDemandError = async (password: unknown) =>
  fieldErrorsOf((await onDemand.safeParseAsync(password)).error)[''];

describe('newPasswordFieldOnDemand (the credentials page: the list loaded when first checked)', () => {
  it('answers as the service’s synchronous rule does, with the same keys', async () => {
    const examples = [
      '',
      '   ',
      'short-one',
      'tabletop-lantern-07x!',
      'password1234',
      '!!Password1234',
      'qwertyqwertyqwerty',
      'tabletop-lantern-07',
      'line\nbreak-password',
      42,
    ];
    for (const password of examples) {
      expect(await onDemandError(password), String(password)).toBe(syncError(password));
    }
    expect(await onDemandError('password1234')).toBe('passwordCommon');
    expect(await onDemandError('short-one')).toBe('passwordLength');
  });

  it('agrees with it on any password, and on the list’s entries padded to length', async () => {
    const listed = [...commonPasswordBlocklist()];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 24 }),
          fc
            .tuple(fc.constantFrom(...listed), fc.stringMatching(/^[0-9!]{0,12}$/))
            .map(([word, padding]) => word + padding),
        ),
        async (password) => {
          expect(await onDemandError(password)).toBe(syncError(password));
        },
      ),
      { numRuns: 300 },
    );
  });
});
