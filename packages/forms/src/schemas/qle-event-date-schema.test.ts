import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import { createQleEventDateSchema } from './qle-event-date-schema.js';

const today = '2026-03-15';

function errors(
  input: object,
  options: Omit<Parameters<typeof createQleEventDateSchema>[0], 'today'> = {},
) {
  const result = createQleEventDateSchema({ today, ...options }).safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createQleEventDateSchema', () => {
  it('accepts a marriage 31 days ahead and 60 days back', () => {
    expect(errors({ event: 'S', eventDate: '2026-04-15' })).toEqual({});
    expect(errors({ event: 'S', eventDate: '2026-01-14' })).toEqual({});
  });

  it('refuses a date outside the window', () => {
    expect(errors({ event: 'S', eventDate: '2026-04-16' })).toEqual({
      eventDate: 'dateOutsideEnrollmentWindow',
    });
    expect(errors({ event: 'S', eventDate: '2026-01-13' })).toEqual({
      eventDate: 'dateOutsideEnrollmentWindow',
    });
  });

  it('ends the window today when adding a new child', () => {
    expect(errors({ event: 'A', eventDate: today }, { change: 'add' })).toEqual({});
    expect(errors({ event: 'A', eventDate: '2026-03-16' }, { change: 'add' })).toEqual({
      eventDate: 'addFamilyDateTooFarAhead',
    });
  });

  it('refuses a family change before the plan started', () => {
    expect(
      errors(
        { event: 'S', eventDate: '2026-01-31' },
        { change: 'add', planStartDate: '2026-02-01' },
      ),
    ).toEqual({
      eventDate: 'familyDateBeforePlanStart',
    });
  });

  it('requires the event and a real date', () => {
    expect(errors({ event: '', eventDate: '2026-02-30' })).toEqual({
      event: 'required',
      eventDate: 'date',
    });
  });
});
