import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import { oneTimeCodeSchema, sendOneTimeCodeSchema } from './one-time-code-schema.js';

describe('one-time code schemas', () => {
  it('accepts six digits, trimmed', () => {
    expect(oneTimeCodeSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
    expect(sendOneTimeCodeSchema.safeParse({ method: 'S' }).success).toBe(true);
  });

  it('refuses five or seven digits, letters, and an unknown method', () => {
    for (const code of ['12345', '1234567', '12a456']) {
      expect(fieldErrorsOf(oneTimeCodeSchema.safeParse({ code }).error)).toEqual({
        code: 'pattern',
      });
    }
    expect(fieldErrorsOf(oneTimeCodeSchema.safeParse({ code: '' }).error)).toEqual({
      code: 'required',
    });
    expect(fieldErrorsOf(sendOneTimeCodeSchema.safeParse({ method: 'P' }).error)).toEqual({
      method: 'pattern',
    });
  });
});
