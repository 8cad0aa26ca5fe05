import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commonPasswordBlocklist, isCommonPassword } from './common-password-rules.js';
import {
  isNewPasswordLength,
  isPasswordTheUsername,
  isPreviousPassword,
  isPreviousPasswordAsync,
  newPasswordProblems,
  newPasswordProblemsAsync,
} from './password-rules.js';

const good = 'tabletop-lantern-07';

describe('new-password rules', () => {
  it('takes 12 to 20 characters: 11 and 21 refused', () => {
    expect(isNewPasswordLength('a'.repeat(11))).toBe(false);
    expect(isNewPasswordLength('a'.repeat(12))).toBe(true);
    expect(isNewPasswordLength('a'.repeat(20))).toBe(true);
    expect(isNewPasswordLength('a'.repeat(21))).toBe(false);
  });

  it('has no composition rules: all lowercase letters, or spaces, will do', () => {
    expect(newPasswordProblems({ password: 'tabletoplantern' })).toEqual([]);
    expect(newPasswordProblems({ password: 'blue kite river' })).toEqual([]);
  });

  it('refuses the username, ignoring case', () => {
    expect(isPasswordTheUsername('Jane.Member.01', 'jane.member.01')).toBe(true);
    expect(isPasswordTheUsername('jane.member.02', 'jane.member.01')).toBe(false);
    expect(isPasswordTheUsername(good, '')).toBe(false);
    expect(newPasswordProblems({ password: 'Jane.Member.01', username: 'jane.member.01' })).toEqual(
      ['passwordIsUsername'],
    );
  });

  it('refuses the last five passwords and forgets the sixth', () => {
    const history = ['one', 'two', 'three', 'four', 'five', good].map(
      (previous) => (candidate: string) => candidate === previous,
    );
    expect(isPreviousPassword('five', history)).toBe(true);
    expect(isPreviousPassword(good, history)).toBe(false);
    expect(isPreviousPassword(good, (candidate) => candidate === good)).toBe(true);
    expect(isPreviousPassword(good, undefined)).toBe(false);
    expect(newPasswordProblems({ password: good, previousPasswords: [() => true] })).toEqual([
      'passwordReused',
    ]);
  });

  it('checks history asynchronously (hash verification), only for an otherwise good password', async () => {
    let verified = 0;
    const verify = async (candidate: string) => {
      verified += 1;
      return candidate === good;
    };
    expect(await isPreviousPasswordAsync(good, [verify])).toBe(true);
    expect(await newPasswordProblemsAsync({ password: good, previousPasswords: [verify] })).toEqual(
      ['passwordReused'],
    );
    verified = 0;
    expect(
      await newPasswordProblemsAsync({ password: 'short', previousPasswords: [verify] }),
    ).toEqual(['passwordLength']);
    expect(verified).toBe(0);
  });

  it('refuses a common password', () => {
    expect(newPasswordProblems({ password: 'password1234' })).toEqual(['passwordCommon']);
  });

  it('always refuses a password from the blocklist (property)', () => {
    const typeable = [...commonPasswordBlocklist()].filter((entry) => entry.length >= 12);
    fc.assert(
      fc.property(fc.constantFrom(...typeable), (password) => {
        expect(newPasswordProblems({ password })).toContain('passwordCommon');
      }),
    );
  });

  it('accepts any 12-20 character string not on the blocklist and not the username (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 12, maxLength: 20, unit: 'grapheme-ascii' }),
        fc.string({ minLength: 1, maxLength: 50 }),
        (password, username) => {
          fc.pre(password.length >= 12 && password.length <= 20);
          fc.pre(!isCommonPassword(password));
          fc.pre(password.toLowerCase() !== username.trim().toLowerCase());
          expect(newPasswordProblems({ password, username })).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('random 12-20 character strings almost never hit the blocklist (property)', () => {
    let hits = 0;
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9!-/]{12,20}$/), (password) => {
        if (isCommonPassword(password)) hits += 1;
      }),
      { numRuns: 1000 },
    );
    expect(hits).toBeLessThan(10);
  });
});
