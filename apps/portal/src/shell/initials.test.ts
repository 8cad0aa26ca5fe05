import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.js';

describe('initialsOf', () => {
  it('takes the first letter of each name, upper-cased', () => {
    expect(initialsOf('jordan', ' Rivera')).toBe('JR');
  });

  it('copes with a missing name', () => {
    expect(initialsOf('Ana', '')).toBe('A');
  });
});
