import { describe, expect, it } from 'vitest';
import { checkContrast, contrastPairs, contrastRatio } from './contrast';
import { themeTokens } from './edition-tokens';
import { makeTokens, sharedTokens } from './make-tokens';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe.each(Object.entries(themeTokens))('the %s theme', (_name, tokens) => {
  it.each(
    checkContrast(tokens).map(
      (result) => [`${result.foreground} on ${result.background}`, result] as const,
    ),
  )('%s meets its minimum', (_label, result) => {
    expect(
      result.ratio,
      `${result.usage}: ${result.foregroundValue} on ${result.backgroundValue}`,
    ).toBeGreaterThanOrEqual(result.minimum);
  });

  it('uses six-digit hex for every colour', () => {
    for (const value of Object.values(tokens.color)) expect(value).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('makeTokens', () => {
  it('deep-merges overrides into the shared defaults', () => {
    const tokens = makeTokens({
      color: { primary: '#123456' },
      font: { size: { md: '1.125rem' } },
    });
    expect(tokens.color.primary).toBe('#123456');
    expect(tokens.color.text).toBe(sharedTokens.color.text);
    expect(tokens.font.size.md).toBe('1.125rem');
    expect(tokens.font.size.lg).toBe(sharedTokens.font.size.lg);
    expect(sharedTokens.color.primary).not.toBe('#123456');
  });

  it('rejects a token the contract does not have', () => {
    expect(() => makeTokens({ color: { primry: '#123456' } } as never)).toThrow(/primry/);
  });

  it('covers every colour token a pair names', () => {
    for (const pair of contrastPairs) {
      expect(sharedTokens.color).toHaveProperty(pair.foreground);
      expect(sharedTokens.color).toHaveProperty(pair.background);
    }
  });
});
