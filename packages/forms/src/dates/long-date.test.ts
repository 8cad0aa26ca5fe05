import { describe, expect, it } from 'vitest';
import { longDate } from './long-date.js';

describe('longDate', () => {
  it('writes an ISO date as a member reads it', () => {
    expect(longDate('2026-12-08')).toBe('December 8, 2026');
    expect(longDate('2024-02-29')).toBe('February 29, 2024');
  });

  it('reads an ISO instant as its UTC date, whatever the hour', () => {
    expect(longDate('2026-01-01T00:00:00Z')).toBe('January 1, 2026');
    expect(longDate('2026-12-31T23:59:59.999Z')).toBe('December 31, 2026');
  });
});
