import { describe, expect, it } from 'vitest';
import type { DependantRelationship } from '../code-lists/dependant-relationships.js';
import { dependantRelationshipValues } from '../code-lists/dependant-relationships.js';
import { addDays } from '../dates/iso-date.js';
import { doesRelationshipMatchDateOfBirth, relationshipMismatchKey } from './relationship-rules.js';

const today = '2026-03-15';

/** Born so that the `years`th birthday is today, shifted by `days` (+1: turns `years` tomorrow). */
function bornYearsAgo(years: number, days = 0) {
  return addDays(`${2026 - years}-03-15`, days);
}

function matches(relationship: DependantRelationship, dateOfBirth: string) {
  return doesRelationshipMatchDateOfBirth({ relationship, dateOfBirth, today });
}

describe('relationship codes against the date of birth', () => {
  it.each(['U', 'T', 'F', 'A', 'R'] as const)('%s: under 22', (code) => {
    expect(matches(code, addDays(today, -1))).toBe(true);
    expect(matches(code, bornYearsAgo(22, 1))).toBe(true);
    expect(matches(code, bornYearsAgo(22))).toBe(false);
    expect(matches(code, bornYearsAgo(22, -1))).toBe(false);
  });

  it.each(['X', 'W', 'B', 'V', 'Y'] as const)('%s: under 21', (code) => {
    expect(matches(code, bornYearsAgo(21, 1))).toBe(true);
    expect(matches(code, bornYearsAgo(21))).toBe(false);
    expect(matches(code, bornYearsAgo(21, -1))).toBe(false);
  });

  it('D: a student from the 21st birthday until the 24th', () => {
    expect(matches('D', bornYearsAgo(21, 1))).toBe(false);
    expect(matches('D', bornYearsAgo(21))).toBe(true);
    expect(matches('D', bornYearsAgo(23, -1))).toBe(true);
    expect(matches('D', bornYearsAgo(24, 1))).toBe(true);
    expect(matches('D', bornYearsAgo(24))).toBe(false);
  });

  it('P: incapable from the 22nd birthday, where U, T, F, A stop', () => {
    expect(matches('P', bornYearsAgo(22, 1))).toBe(false);
    expect(matches('P', bornYearsAgo(22))).toBe(true);
    expect(matches('P', bornYearsAgo(60))).toBe(true);
  });

  it('I: incapable from the 21st birthday, where X, W, B, V stop', () => {
    expect(matches('I', bornYearsAgo(21, 1))).toBe(false);
    expect(matches('I', bornYearsAgo(21))).toBe(true);
  });

  it('S: a spouse of 16 or older', () => {
    expect(matches('S', bornYearsAgo(16, 1))).toBe(false);
    expect(matches('S', bornYearsAgo(16))).toBe(true);
  });

  it('H: a parent of any age', () => {
    expect(matches('H', bornYearsAgo(90))).toBe(true);
    expect(matches('H', bornYearsAgo(1))).toBe(true);
  });

  it('leaves no child age without a code', () => {
    for (let age = 0; age < 80; age += 1) {
      const dateOfBirth = bornYearsAgo(age, -1);
      expect(['U', 'P'].some((code) => matches(code as DependantRelationship, dateOfBirth))).toBe(
        true,
      );
      expect(['X', 'I'].some((code) => matches(code as DependantRelationship, dateOfBirth))).toBe(
        true,
      );
    }
  });

  it('names the message for each mismatch', () => {
    expect(relationshipMismatchKey('S')).toBe('spouseUnder16');
    expect(relationshipMismatchKey('D')).toBe('studentRelationshipMismatch');
    for (const code of dependantRelationshipValues.filter(
      (value) => value !== 'S' && value !== 'D',
    )) {
      expect(relationshipMismatchKey(code)).toBe('childRelationshipMismatch');
    }
  });
});
