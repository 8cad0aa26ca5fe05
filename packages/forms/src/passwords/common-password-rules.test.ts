import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blocklistLookupForms,
  commonPasswordBlocklist,
  isCommonPassword,
} from './common-password-rules.js';
import { commonPasswordsText } from './common-passwords.js';

describe('common-password blocklist', () => {
  const list = [...commonPasswordBlocklist()];

  it('holds over 10,000 lowercase entries of 4 to 20 characters, no duplicates', () => {
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(commonPasswordsText.split('\n')).toHaveLength(list.length);
    for (const entry of list) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.length).toBeGreaterThanOrEqual(4);
      expect(entry.length).toBeLessThanOrEqual(20);
    }
  });

  it('is the committed text file, line for line', async () => {
    // The package type-checks without Node's types (its code runs in browsers too), so the file
    // system module is imported by a name TypeScript does not resolve.
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(fsModule)) as {
      readFile: (path: URL, encoding: 'utf8') => Promise<string>;
    };
    const file = await readFile(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    expect(file).toBe(`${commonPasswordsText}\n`);
  });

  it('keeps the common long ones a 12-character minimum lets through', () => {
    for (const password of ['qwertyuiop123', 'password1234', '1qaz2wsx3edc', '123456789012']) {
      expect(list).toContain(password);
    }
  });

  it('refuses padded, repeated and re-cased forms of common passwords', () => {
    expect(isCommonPassword('Password1234')).toBe(true);
    expect(isCommonPassword('password!!!!')).toBe(true);
    expect(isCommonPassword('2024iloveyou')).toBe(true);
    expect(isCommonPassword('!!sunshine2024')).toBe(true);
    expect(isCommonPassword('qwertyqwerty')).toBe(true);
    expect(isCommonPassword('FOOTBALL12345')).toBe(true);
    expect(blocklistLookupForms('Abc123abc123')).toEqual(['abc123abc123', 'abc123', 'abc123abc']);
  });

  it('lets through a long passphrase made of common words', () => {
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('tabletop-lantern-07')).toBe(false);
  });

  it('refuses every entry of 12 to 20 characters, in any case (property)', () => {
    const long = list.filter((entry) => entry.length >= 12);
    fc.assert(
      fc.property(fc.constantFrom(...long), fc.boolean(), (entry, upper) => {
        expect(isCommonPassword(upper ? entry.toUpperCase() : entry)).toBe(true);
      }),
    );
  });

  it('refuses any entry padded to length with digits and symbols (property)', () => {
    const words = list.filter((entry) => /^[a-z]{4,11}$/.test(entry));
    fc.assert(
      fc.property(
        fc.constantFrom(...words),
        fc.stringMatching(/^[0-9!@#$%^&*.]{1,8}$/),
        (word, padding) => {
          expect(isCommonPassword(`${word}${padding}`.slice(0, 20))).toBe(true);
        },
      ),
    );
  });
});
