import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planChoicePath, readPlanChoiceQuery, tiersFor } from './plan-choice-query.js';

/** The plan choice's address: what a step writes, the next reads back; nonsense reads as absent. */
describe('the plan choice in the address', () => {
  it('reads back what it wrote, for any year, tier and flow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2999 }).map(String),
        fc.constantFrom('S', 'S1', 'SF') as fc.Arbitrary<'S' | 'S1' | 'SF'>,
        fc.constantFrom('enroll', 'modifyPlan') as fc.Arbitrary<'enroll' | 'modifyPlan'>,
        (planYear, coverageTier, flowType) => {
          const path = planChoicePath('select-plan', {
            programId: 'LAW',
            flowType,
            planYear,
            coverageTier,
          });
          const search = new URL(path, 'http://portal.test').searchParams;
          expect(readPlanChoiceQuery(search)).toEqual({
            programId: 'LAW',
            flowType,
            planYear,
            coverageTier,
          });
        },
      ),
    );
  });

  it('ignores what is not a year, a tier, a program or the modify flow', () => {
    const search = new URLSearchParams('year=20x6&tier=XL&progId=NOPE&flowType=other');
    expect(readPlanChoiceQuery(search)).toEqual({
      programId: 'LAW',
      flowType: 'enroll',
      planYear: null,
      coverageTier: null,
    });
  });

  it('offers the tiers a family allows: two or more family, one two-person, none single', () => {
    expect(tiersFor(0)).toEqual(['S']);
    expect(tiersFor(1)).toEqual(['S', 'S1']);
    expect(tiersFor(2)).toEqual(['S', 'S1', 'SF']);
    expect(tiersFor(5)).toEqual(['S', 'S1', 'SF']);
  });
});
