import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date.js';
import {
  didIncapacityBeginBeforeAgeLimit,
  isBornBeforeToday,
  isChildEligibleAtAge,
  isOldEnoughToEnrollOnline,
  isSpouseOldEnough,
  isSurvivorStatus,
  sponsorNeedsCustomerService,
  survivorNeedsCustomerService,
} from './age-rules.js';

const today = '2026-03-15';

/** The date of birth of someone whose `years`th birthday is `today`, shifted by `days`. */
function bornYearsAgo(years: number, days = 0) {
  return addDays(`${2026 - years}-03-15`, days);
}

describe('age rules (today is a parameter)', () => {
  it('date of birth must be before today', () => {
    expect(isBornBeforeToday(addDays(today, -1), today)).toBe(true);
    expect(isBornBeforeToday(today, today)).toBe(false);
    expect(isBornBeforeToday(addDays(today, 1), today)).toBe(false);
  });

  it('spouse: at least 16 (turns 16 tomorrow, today, yesterday)', () => {
    expect(isSpouseOldEnough(bornYearsAgo(16, 1), today)).toBe(false);
    expect(isSpouseOldEnough(bornYearsAgo(16), today)).toBe(true);
    expect(isSpouseOldEnough(bornYearsAgo(16, -1), today)).toBe(true);
  });

  it('online enrollment: at least 13', () => {
    expect(isOldEnoughToEnrollOnline(bornYearsAgo(13, 1), today)).toBe(false);
    expect(isOldEnoughToEnrollOnline(bornYearsAgo(13), today)).toBe(true);
    expect(isOldEnoughToEnrollOnline(bornYearsAgo(13, -1), today)).toBe(true);
  });

  it('sponsor under 17 goes to customer service', () => {
    expect(sponsorNeedsCustomerService(bornYearsAgo(17, 1), today)).toBe(true);
    expect(sponsorNeedsCustomerService(bornYearsAgo(17), today)).toBe(false);
    expect(sponsorNeedsCustomerService(bornYearsAgo(17, -1), today)).toBe(false);
  });

  it('survivor under 16 goes to customer service', () => {
    expect(survivorNeedsCustomerService(bornYearsAgo(16, 1), today)).toBe(true);
    expect(survivorNeedsCustomerService(bornYearsAgo(16), today)).toBe(false);
    expect(survivorNeedsCustomerService(bornYearsAgo(16, -1), today)).toBe(false);
    expect(isSurvivorStatus('S')).toBe(true);
    expect(isSurvivorStatus('SRV')).toBe(true);
    expect(isSurvivorStatus('F')).toBe(false);
  });

  it('a child of 22 or older must be incapable of self-support', () => {
    const dayBefore22 = { dateOfBirth: bornYearsAgo(22, 1), today };
    const on22 = { dateOfBirth: bornYearsAgo(22), today };
    const after22 = { dateOfBirth: bornYearsAgo(22, -1), today };
    expect(isChildEligibleAtAge({ ...dayBefore22, incapableOfSelfSupport: false })).toBe(true);
    expect(isChildEligibleAtAge({ ...on22, incapableOfSelfSupport: false })).toBe(false);
    expect(isChildEligibleAtAge({ ...after22, incapableOfSelfSupport: false })).toBe(false);
    expect(isChildEligibleAtAge({ ...on22, incapableOfSelfSupport: true })).toBe(true);
  });

  it('an incapacity must have begun before the 22nd birthday', () => {
    const dateOfBirth = '2000-06-01';
    expect(didIncapacityBeginBeforeAgeLimit(dateOfBirth, '2022-05-31')).toBe(true);
    expect(didIncapacityBeginBeforeAgeLimit(dateOfBirth, '2022-06-01')).toBe(false);
    expect(didIncapacityBeginBeforeAgeLimit(dateOfBirth, '2022-06-02')).toBe(false);
  });
});
