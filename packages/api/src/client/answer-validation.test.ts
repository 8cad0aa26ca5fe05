import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { envelopeSchema } from '../contracts/envelope.js';
import { validateAnswer } from './answer-validation.js';

const banks = envelopeSchema(z.array(z.object({ strBank_Nm: z.string() })));

describe('answer validation', () => {
  it('returns an answer that fits its contract, parsed', () => {
    const answer = { returnCode: 200, strServerDate: 'x', strReturnObject: [{ strBank_Nm: 'A' }] };
    expect(validateAnswer(banks, answer)).toEqual(answer);
  });

  it('returns an error envelope whose object breaks the contract with strReturnObject null', () => {
    const refusal = {
      returnCode: 404,
      forwardCode: null,
      strServerDate: 'x',
      strReturnObject: { strMessage: 'There is no such bank account.' },
    };
    expect(validateAnswer(banks, refusal)).toEqual({ ...refusal, strReturnObject: null });
  });

  it('refuses a success that breaks its contract with a 502 that is not retried', () => {
    const answer = { returnCode: 200, strServerDate: 'x', strReturnObject: { not: 'a list' } };
    expect(() => validateAnswer(banks, answer)).toThrow(
      expect.objectContaining({ status: 502, retryable: false }),
    );
  });

  it('refuses an answer that is no envelope at all', () => {
    for (const answer of [null, 'text', { returnCode: 'two hundred' }, { data: 'sealed' }]) {
      expect(() => validateAnswer(banks, answer)).toThrow(expect.objectContaining({ status: 502 }));
    }
  });

  it('refuses an error envelope whose object is not even the error shape', () => {
    const answer = { returnCode: 500, strServerDate: 'x', strReturnObject: 'boom' };
    expect(() => validateAnswer(banks, answer)).toThrow(expect.objectContaining({ status: 502 }));
  });

  it('returns any answer its contract accepts, even without an envelope (other services)', () => {
    const search = z.object({ results: z.array(z.string()) });
    expect(validateAnswer(search, { results: ['a'] })).toEqual({ results: ['a'] });
  });
});
