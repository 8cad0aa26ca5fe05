import { describe, expect, it } from 'vitest';
import { enrollOptionsOn, firstOfNextMonth, sendByDate } from './enrollment-options.js';
import { legalPlan } from './test-plan-catalogue.test-fixture.js';

const federal = {
  program: legalPlan,
  productLine: 'MFB' as const,
  hireDate: null,
  enrolledYears: [],
  renewsIntoNextYear: false,
};

describe('firstOfNextMonth', () => {
  it('moves to the next month, and over the year end', () => {
    expect(firstOfNextMonth('2026-03-31')).toBe('2026-04-01');
    expect(firstOfNextMonth('2026-12-01')).toBe('2027-01-01');
  });
});

describe('sendByDate', () => {
  it('is the day before the start, unless the window closes sooner', () => {
    // A new hire's window outlasting the month: send by the last day before the start.
    expect(sendByDate('2026-12-01', '2027-01-04')).toBe('2026-11-30');
    // Open season (start in January, window ending in December) and an individual customer.
    expect(sendByDate('2027-01-01', '2026-12-08')).toBe('2026-12-08');
    expect(sendByDate('2026-12-01', '2026-11-30')).toBe('2026-11-30');
  });
});

describe('enrollOptionsOn', () => {
  it('offers a federal member open season for next year on its first and last days only', () => {
    expect(enrollOptionsOn({ ...federal, today: '2026-11-09' })).toEqual([]);
    expect(enrollOptionsOn({ ...federal, today: '2026-11-10' })).toEqual([
      {
        planYear: 2027,
        kind: 'openSeason',
        effectiveDate: '2027-01-01',
        enrollBy: '2026-12-08',
      },
    ]);
    expect(enrollOptionsOn({ ...federal, today: '2026-12-08' })).toHaveLength(1);
    expect(enrollOptionsOn({ ...federal, today: '2026-12-09' })).toEqual([]);
  });

  it('offers no open season to a member who has next year already or renews into it', () => {
    const today = '2026-11-20';
    expect(enrollOptionsOn({ ...federal, today, enrolledYears: [2027] })).toEqual([]);
    expect(enrollOptionsOn({ ...federal, today, renewsIntoNextYear: true })).toEqual([]);
  });

  it('lets a new hire enroll from the hire date to 60 days after it, from next month', () => {
    const hired = { ...federal, hireDate: '2026-03-02' };
    expect(enrollOptionsOn({ ...hired, today: '2026-03-01' })).toEqual([]);
    expect(enrollOptionsOn({ ...hired, today: '2026-03-02' })).toEqual([
      { planYear: 2026, kind: 'newHire', effectiveDate: '2026-04-01', enrollBy: '2026-05-01' },
    ]);
    expect(enrollOptionsOn({ ...hired, today: '2026-05-01' })).toHaveLength(1);
    expect(enrollOptionsOn({ ...hired, today: '2026-05-02' })).not.toContainEqual(
      expect.objectContaining({ kind: 'newHire' }),
    );
    expect(enrollOptionsOn({ ...hired, today: '2026-03-20', enrolledYears: [2026] })).toEqual([]);
  });

  it('lets a member who missed the new-hire window enroll belated for the 60 days after it', () => {
    const hired = { ...federal, hireDate: '2026-03-02' };
    expect(enrollOptionsOn({ ...hired, today: '2026-05-02' })).toEqual([
      { planYear: 2026, kind: 'belated', effectiveDate: '2026-06-01', enrollBy: '2026-06-30' },
    ]);
    expect(enrollOptionsOn({ ...hired, today: '2026-06-30' })).toEqual([
      { planYear: 2026, kind: 'belated', effectiveDate: '2026-07-01', enrollBy: '2026-06-30' },
    ]);
    expect(enrollOptionsOn({ ...hired, today: '2026-07-01' })).toEqual([]);
    expect(enrollOptionsOn({ ...hired, today: '2026-05-20', enrolledYears: [2026] })).toEqual([]);
  });

  it('offers a belated member this year beside next year’s open season', () => {
    const options = enrollOptionsOn({ ...federal, hireDate: '2026-08-20', today: '2026-11-20' });
    expect(options.map(({ planYear, kind }) => ({ planYear, kind }))).toEqual([
      { planYear: 2026, kind: 'belated' },
      { planYear: 2027, kind: 'openSeason' },
    ]);
  });

  it('starts a December new hire with the next plan year, beside its open season', () => {
    const options = enrollOptionsOn({ ...federal, hireDate: '2026-11-25', today: '2026-12-01' });
    expect(options).toEqual([
      { planYear: 2027, kind: 'newHire', effectiveDate: '2027-01-01', enrollBy: '2027-01-24' },
    ]);
  });

  it('lets an individual customer enroll any day, from the first of next month', () => {
    const individual = { ...federal, productLine: 'MP' as const };
    expect(enrollOptionsOn({ ...individual, today: '2026-03-16' })).toEqual([
      { planYear: 2026, kind: 'individual', effectiveDate: '2026-04-01', enrollBy: '2026-03-31' },
    ]);
    expect(enrollOptionsOn({ ...individual, today: '2026-11-20' })).toEqual([
      { planYear: 2026, kind: 'individual', effectiveDate: '2026-12-01', enrollBy: '2026-11-30' },
      { planYear: 2027, kind: 'openSeason', effectiveDate: '2027-01-01', enrollBy: '2026-12-08' },
    ]);
  });

  it('offers nothing in an edition that does not sell the program', () => {
    const federalOnly = { ...legalPlan, productLines: ['MFB' as const] };
    expect(
      enrollOptionsOn({ ...federal, program: federalOnly, productLine: 'MP', today: '2026-11-20' }),
    ).toEqual([]);
  });
});
