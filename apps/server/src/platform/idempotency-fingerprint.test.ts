import { describe, expect, it } from 'vitest';
import { type RequestIdentity, requestFingerprint } from './idempotency-fingerprint.js';

const request: RequestIdentity = {
  method: 'POST',
  path: '/api/v1/ep/updateTwoStepSettings',
  scope: 'member:MFB:7100000001',
  body: { strMember_Id: '7100000001', strTwoFactorEnabled: 'Y', str2FAPref: 'E' },
};

describe('requestFingerprint', () => {
  it('is a SHA-256 in hex, the same for the same request', () => {
    expect(requestFingerprint(request)).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint({ ...request, body: structuredClone(request.body) })).toBe(
      requestFingerprint(request),
    );
  });

  it('does not depend on the order of fields, at any depth', () => {
    const nested = { b: [{ y: 1, x: 2 }], a: { d: null, c: 'text' } };
    const reordered = { a: { c: 'text', d: null }, b: [{ x: 2, y: 1 }] };
    expect(requestFingerprint({ ...request, body: reordered })).toBe(
      requestFingerprint({ ...request, body: nested }),
    );
    expect(requestFingerprint({ ...request, method: 'post' })).toBe(requestFingerprint(request));
  });

  it('changes with the method, the path, the scope and every part of the body', () => {
    const base = requestFingerprint(request);
    const others: RequestIdentity[] = [
      { ...request, method: 'PUT' },
      { ...request, path: '/api/v1/ep/resetSecurityQuestionsFedPoint' },
      { ...request, scope: 'member:MFB:7100000006' },
      { ...request, scope: 'visitor:MFB' },
      { ...request, scope: 'member:MP:7100000001' },
      { ...request, body: { ...(request.body as object), str2FAPref: 'S' } },
      { ...request, body: { ...(request.body as object), extra: true } },
      { ...request, body: { strMember_Id: '7100000001', strTwoFactorEnabled: 'Y' } },
      { ...request, body: null },
    ];
    const fingerprints = others.map(requestFingerprint);
    expect(fingerprints).not.toContain(base);
    expect(new Set(fingerprints).size).toBe(others.length);
  });

  it('tells a number from its text, and an array from its elements spelt out', () => {
    expect(requestFingerprint({ ...request, body: { amount: 1 } })).not.toBe(
      requestFingerprint({ ...request, body: { amount: '1' } }),
    );
    expect(requestFingerprint({ ...request, body: ['a', 'b'] })).not.toBe(
      requestFingerprint({ ...request, body: 'a,b' }),
    );
  });

  it('keeps the parts apart: text moved from the path into the scope is another request', () => {
    const joined = requestFingerprint({ ...request, path: '/a:b', scope: 'c' });
    expect(requestFingerprint({ ...request, path: '/a', scope: 'b:c' })).not.toBe(joined);
  });

  it('treats a request without a body as the body null', () => {
    expect(requestFingerprint({ ...request, body: undefined })).toBe(
      requestFingerprint({ ...request, body: null }),
    );
  });
});
