import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSessionKeyVault } from './session-key-vault.js';

describe('the session key vault', () => {
  it('stores a session key wrapped, and opens it only with the same process key', () => {
    const processKey = randomBytes(32);
    const raw = randomBytes(32);
    const stored = createSessionKeyVault(processKey).seal(raw);
    expect(Buffer.from(stored, 'base64')).toHaveLength(40);
    expect(stored).not.toContain(raw.toString('base64').slice(0, 10));

    const opened = createSessionKeyVault(processKey).open(stored);
    expect(opened?.export()).toEqual(raw);
    expect(createSessionKeyVault(randomBytes(32)).open(stored)).toBeUndefined();
    expect(createSessionKeyVault(null).open(stored)).toBeUndefined();
  });

  it('opens a stored key once and keeps it', () => {
    const vault = createSessionKeyVault(null);
    const stored = vault.seal(randomBytes(32));
    expect(vault.open(stored)).toBe(vault.open(stored));
  });
});
