import { describe, expect, it } from 'vitest';
import { createBranchOfServiceSchema } from './branch-of-service-schema.js';
import { fieldErrorsOf } from './field-errors-of.js';

const today = '2026-03-15';
const valid = {
  branchOfService: 'ARMY',
  militaryStatus: 'ACD',
  reserveComponent: '',
  sponsorFirstName: 'Sam',
  sponsorLastName: 'Rivera',
  sponsorDateOfBirth: '1990-01-01',
  sponsorSsn: '123456789',
};

function errors(input: object) {
  const result = createBranchOfServiceSchema({ today }).safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createBranchOfServiceSchema', () => {
  it('accepts an active-duty sponsor', () => {
    expect(errors({})).toEqual({});
  });

  it('sends a sponsor under 17 to customer service: the day before, of and after the 17th birthday', () => {
    expect(errors({ sponsorDateOfBirth: '2009-03-16' })).toEqual({
      sponsorDateOfBirth: 'sponsorNeedsCustomerService',
    });
    expect(errors({ sponsorDateOfBirth: '2009-03-15' })).toEqual({});
    expect(errors({ sponsorDateOfBirth: '2009-03-14' })).toEqual({});
  });

  it('asks a reservist which component, and refuses a civilian status', () => {
    expect(errors({ militaryStatus: 'RCM' })).toEqual({ reserveComponent: 'required' });
    expect(errors({ militaryStatus: 'RCM', reserveComponent: 'GUARD' })).toEqual({});
    expect(errors({ militaryStatus: 'F' })).toEqual({ militaryStatus: 'pattern' });
    expect(errors({ sponsorSsn: '000000000' })).toEqual({ sponsorSsn: 'invalidSsn' });
  });

  it('asks a military member, their own sponsor, no sponsor identity', () => {
    const own = createBranchOfServiceSchema({ today, sponsorIsMember: true });
    expect(own.safeParse({ branchOfService: 'NAVY', militaryStatus: 'RET' }).success).toBe(true);
    const reserve = own.safeParse({ branchOfService: 'NAVY', militaryStatus: 'RCM' });
    expect(fieldErrorsOf(reserve.error)).toEqual({ reserveComponent: 'required' });
  });
});
