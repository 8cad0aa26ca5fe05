import { describe, expect, it } from 'vitest';
import { flowFlagChange } from './flow-flags.js';

describe('flowFlagChange (spec section 4, Flow flags)', () => {
  it('sets the flow flag when the bank dashboard is left', () => {
    expect(flowFlagChange('/bank-dashboard', '/dashboard')).toEqual({ flowStarted: true });
    expect(flowFlagChange('/bank-dashboard', '/bank-dashboard')).toEqual({});
  });

  it('clears it and resets account creation when the compliance page opens', () => {
    expect(flowFlagChange('/faqs', '/compliance-and-legal')).toEqual({
      flowStarted: false,
      resetAccountCreation: true,
    });
    expect(flowFlagChange(null, '/compliance-and-legal')).toEqual({
      flowStarted: false,
      resetAccountCreation: true,
    });
  });

  it('changes nothing elsewhere', () => {
    expect(flowFlagChange(null, '/faqs')).toEqual({});
    expect(flowFlagChange('/faqs', '/login')).toEqual({});
  });
});
