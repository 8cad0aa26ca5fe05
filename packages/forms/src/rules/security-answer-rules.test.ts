import { describe, expect, it } from 'vitest';
import { normaliseSecurityAnswer } from './security-answer-rules.js';

describe('normaliseSecurityAnswer', () => {
  it('ignores case, surrounding spaces and repeated inner spaces', () => {
    expect(normaliseSecurityAnswer('  Elm   Street ')).toBe('elm street');
    expect(normaliseSecurityAnswer('BISCUIT')).toBe(normaliseSecurityAnswer('biscuit'));
  });

  it('treats full-width and composed letters as their plain forms', () => {
    expect(normaliseSecurityAnswer('ＲＥＸ')).toBe('rex');
    expect(normaliseSecurityAnswer('Jose\u0301')).toBe(normaliseSecurityAnswer('José'));
  });

  it('keeps different answers different', () => {
    expect(normaliseSecurityAnswer('Elm Street')).not.toBe(normaliseSecurityAnswer('ElmStreet'));
  });
});
