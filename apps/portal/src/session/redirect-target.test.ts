import { describe, expect, it } from 'vitest';
import { redirectTargetOf } from './redirect-target.js';

describe('redirectTargetOf', () => {
  it('keeps a path of this site', () => {
    expect(redirectTargetOf('/bank-dashboard')).toBe('/bank-dashboard');
    expect(redirectTargetOf('/tools/plan-option?flowType=modifyPlan')).toBe(
      '/tools/plan-option?flowType=modifyPlan',
    );
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.example/login',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/with space',
  ])('goes to the dashboard instead of %j', (requested) => {
    expect(redirectTargetOf(requested)).toBe('/dashboard');
  });
});
