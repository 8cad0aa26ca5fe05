import { describe, expect, it } from 'vitest';
import { bearerTokenOf, createSessionToken, hashSessionToken } from './session-tokens.js';

describe('session tokens', () => {
  it('are stored as their SHA-256 in hex, so sessions opened before a release still match', () => {
    // FIPS 180-2's test vector for "abc".
    expect(hashSessionToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('are 32 random bytes in base64url, handed out with their hash', () => {
    const one = createSessionToken();
    const two = createSessionToken();
    expect(one.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.tokenHash).toBe(hashSessionToken(one.token));
    expect(two.token).not.toBe(one.token);
  });

  it('are read only from an Authorization: Bearer header of the right alphabet', () => {
    const { token } = createSessionToken();
    expect(bearerTokenOf(`Bearer ${token}`)).toBe(token);
    for (const header of [
      undefined,
      '',
      token,
      `bearer ${token}`,
      `Bearer ${token} x`,
      'Bearer a+b',
    ]) {
      expect(bearerTokenOf(header)).toBeNull();
    }
  });
});
