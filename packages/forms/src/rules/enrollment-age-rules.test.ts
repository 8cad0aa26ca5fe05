import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enrollingAsValues } from '../code-lists/enrolling-as.js';
import { addDays, formatIsoDate } from '../dates/iso-date.js';
import { enrollmentAgeProblem } from './enrollment-age-rules.js';

/** Any real day from 1950 to 2090 (day 28 at most, so every month has it). */
const anyDay = fc
  .record({
    year: fc.integer({ min: 1950, max: 2090 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(formatIsoDate);

/** The date of birth of someone whose `years`th birthday is `today`. */
function birthdayYearsBefore(today: string, years: number): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
}

describe('enrollmentAgeProblem (spec section 5)', () => {
  it('on the 13th birthday online enrollment opens; the day before it does not', () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom(...enrollingAsValues), (today, choice) => {
        const thirteenToday = birthdayYearsBefore(today, 13);
        if (choice !== 'S')
          expect(enrollmentAgeProblem(thirteenToday, today, choice)).toBe(undefined);
        const thirteenTomorrow = addDays(thirteenToday, 1);
        expect(enrollmentAgeProblem(thirteenTomorrow, today, choice)).toBe(
          choice === 'S' ? 'survivorNeedsCustomerService' : 'underOnlineEnrollmentAge',
        );
      }),
    );
  });

  it('a survivor annuitant goes to customer service until the 16th birthday, not after', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const sixteenToday = birthdayYearsBefore(today, 16);
        expect(enrollmentAgeProblem(sixteenToday, today, 'S')).toBe(undefined);
        expect(enrollmentAgeProblem(addDays(sixteenToday, 1), today, 'S')).toBe(
          'survivorNeedsCustomerService',
        );
        // The other kinds are not held to 16.
        expect(enrollmentAgeProblem(addDays(sixteenToday, 1), today, 'F')).toBe(undefined);
      }),
    );
  });

  it('today and later are not dates of birth, whoever enrolls', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 400 }), (today, ahead) => {
        expect(enrollmentAgeProblem(addDays(today, ahead), today, 'F')).toBe(
          'dateOfBirthNotBeforeToday',
        );
      }),
    );
  });

  it('a birthday on 29 February counts from 1 March in common years', () => {
    expect(enrollmentAgeProblem('2012-02-29', '2025-02-28', 'F')).toBe('underOnlineEnrollmentAge');
    expect(enrollmentAgeProblem('2012-02-29', '2025-03-01', 'F')).toBe(undefined);
  });
});
