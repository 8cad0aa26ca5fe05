import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateCodeValues } from '../code-lists/us-states.js';
import { addressCheckOutcome } from './address-check-rules.js';

const anyState = fc.constantFrom(...stateCodeValues);

describe('addressCheckOutcome (ZIP and state)', () => {
  it('is checked exactly when the ZIP lies in the state given, kept or not', () => {
    fc.assert(
      fc.property(anyState, anyState, fc.boolean(), (zipState, state, keepAsEntered) => {
        const outcome = addressCheckOutcome({
          zipFacts: { state: zipState },
          state,
          keepAsEntered,
        });
        if (zipState === state) expect(outcome).toBe('checked');
        else expect(outcome).toBe(keepAsEntered ? 'unchecked' : 'zipStateMismatch');
      }),
    );
  });

  it('an unknown ZIP is refused unless kept, and then recorded unchecked', () => {
    expect(addressCheckOutcome({ zipFacts: undefined, state: 'VA', keepAsEntered: false })).toBe(
      'zipNotFound',
    );
    expect(addressCheckOutcome({ zipFacts: undefined, state: 'VA', keepAsEntered: true })).toBe(
      'unchecked',
    );
  });
});
