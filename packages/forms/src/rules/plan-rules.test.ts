import { describe, expect, it } from 'vitest';
import {
  coverageTierForDependants,
  doesPlanTypeMatchFamily,
  planSearchDefaults,
  tierAfterRemoval,
} from './plan-rules.js';

describe('plan rules', () => {
  it.each([
    [0, 'S'],
    [1, 'S1'],
    [2, 'SF'],
    [3, 'SF'],
  ] as const)('tier after removal with %i remaining is %s', (remainingDependants, tier) => {
    expect(tierAfterRemoval({ currentTier: 'SF', remainingDependants })).toEqual({
      tier,
      tierChanged: tier !== 'SF',
    });
  });

  it('flags a tier change only when the tier differs', () => {
    expect(tierAfterRemoval({ currentTier: 'S1', remainingDependants: 1 })).toEqual({
      tier: 'S1',
      tierChanged: false,
    });
    expect(tierAfterRemoval({ currentTier: 'S1', remainingDependants: 0 })).toEqual({
      tier: 'S',
      tierChanged: true,
    });
  });

  it('refuses a count that is not a count', () => {
    expect(() => coverageTierForDependants(-1)).toThrow(RangeError);
    expect(() => coverageTierForDependants(1.5)).toThrow(RangeError);
  });

  it('needs the plan type to match the covered family', () => {
    expect(doesPlanTypeMatchFamily({ tier: 'S', coveredDependants: 0 })).toBe(true);
    expect(doesPlanTypeMatchFamily({ tier: 'S', coveredDependants: 1 })).toBe(false);
    expect(doesPlanTypeMatchFamily({ tier: 'S1', coveredDependants: 1 })).toBe(true);
    expect(doesPlanTypeMatchFamily({ tier: 'SF', coveredDependants: 1 })).toBe(false);
    expect(doesPlanTypeMatchFamily({ tier: 'SF', coveredDependants: 2 })).toBe(true);
  });

  it('searches plans with rate code R01, zip 99999 outside the US, the move zip for a move', () => {
    expect(planSearchDefaults({ zip: '20001', planYear: '2026' })).toEqual({
      zip: '20001',
      planYear: '2026',
      rateCode: 'R01',
    });
    expect(planSearchDefaults({ countryCode: 'CAN', zip: 'K1A 0B1', planYear: '2026' })).toEqual({
      zip: '99999',
      planYear: '2026',
      rateCode: 'R01',
    });
    expect(
      planSearchDefaults({
        zip: '20001',
        planYear: '2026',
        move: { zip: '94105', planYear: '2027' },
      }),
    ).toEqual({ zip: '94105', planYear: '2027', rateCode: 'R01' });
  });
});
