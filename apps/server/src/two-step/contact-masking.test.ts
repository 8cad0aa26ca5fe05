import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './contact-masking.js';

describe('maskEmail', () => {
  it('keeps the first and last letter of the name and the whole domain', () => {
    expect(maskEmail('priya.natarajan@example.org')).toBe('p*****n@example.org');
    expect(maskEmail('jordan.rivera@example.com')).toBe('j*****a@example.com');
  });

  it('shows five stars whatever the length, and never a one-letter name twice', () => {
    expect(maskEmail('ab@example.org')).toBe('a*****b@example.org');
    expect(maskEmail('a@example.org')).toBe('a*****@example.org');
  });

  it('hides something that is not an address altogether', () => {
    expect(maskEmail('no-at-sign')).toBe('*****');
  });
});

describe('maskPhone', () => {
  it('shows the last four digits only', () => {
    expect(maskPhone('2025550111')).toBe('(***) ***-0111');
    expect(maskPhone('(312) 555-0141')).toBe('(***) ***-0141');
  });
});
