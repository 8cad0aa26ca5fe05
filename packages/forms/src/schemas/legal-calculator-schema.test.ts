import { describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '../field-errors.js';
import { fieldErrorsOf } from './field-errors-of.js';
import { createLegalCalculatorSchema } from './legal-calculator-schema.js';

const schema = createLegalCalculatorSchema(['will', 'home', 'trust']);

describe('createLegalCalculatorSchema', () => {
  it('gives the tier and tenths of an hour per matter, blanks as 0', () => {
    const result = schema.safeParse({ tier: 'H', will: '2', home: '1.5', trust: '' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ tier: 'H', hoursInTenths: { will: 20, home: 15, trust: 0 } });
  });

  it('needs a tier and hours for at least one matter', () => {
    const result = schema.safeParse({ tier: '', will: '', home: '0', trust: '' });
    expect(fieldErrorsOf(result.error)).toEqual({ tier: 'required', will: 'hoursRequired' });
    expect(fieldErrorMessages.required).toBe('Required.');
    expect(fieldErrorMessages.hoursRequired).toBe('Enter the hours for at least one legal matter.');
  });

  it('refuses hours it cannot read, on their own field', () => {
    const result = schema.safeParse({ tier: 'S', will: '2', home: 'lots', trust: '250' });
    expect(fieldErrorsOf(result.error)).toEqual({ home: 'invalidHours', trust: 'invalidHours' });
    expect(fieldErrorMessages.invalidHours).toBe(
      'Enter a number of hours from 0 to 200, like 2 or 1.5.',
    );
  });

  it('refuses a tier that is not a plan tier', () => {
    const result = schema.safeParse({ tier: 'X', will: '1' });
    expect(fieldErrorsOf(result.error)).toEqual({ tier: 'pattern' });
  });

  it('cannot be made with a matter called tier', () => {
    expect(() => createLegalCalculatorSchema(['tier'])).toThrow();
  });
});
