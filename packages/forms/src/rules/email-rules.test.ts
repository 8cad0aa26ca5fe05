import { describe, expect, it } from 'vitest';
import { doEmailsDiffer, doEmailsMatch, isEmailAddress } from './email-rules.js';

describe('email rules', () => {
  it.each(['name@example.com', 'first.last+tag@agency.gov', 'a@b.co'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['name', 'name@', '@example.com', 'name@example', 'na me@example.com', 'a@b..com'])(
    'refuses %s',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );

  it('refuses an address over 254 characters', () => {
    expect(isEmailAddress(`${'a'.repeat(242)}@example.com`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(243)}@example.com`)).toBe(false);
  });

  it('matches confirm email ignoring case and surrounding spaces', () => {
    expect(doEmailsMatch('Jane@Example.com', ' jane@example.com')).toBe(true);
    expect(doEmailsMatch('jane@example.com', 'jane@example.org')).toBe(false);
  });

  it('requires primary and secondary emails to differ, ignoring case', () => {
    expect(doEmailsDiffer('jane@agency.gov', 'jane@home.example')).toBe(true);
    expect(doEmailsDiffer('jane@agency.gov', 'JANE@agency.gov')).toBe(false);
  });
});
