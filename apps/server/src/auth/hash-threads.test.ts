import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { promisify } from 'node:util';
import { hashRaw, verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { createHashThreads } from './hash-threads.js';

const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The nice value of each of this process's threads (Linux: field 19 of /proc/self/task/N/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((thread) => {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('hash threads', () => {
  const threads = createHashThreads({ threads: 2, niceness: 10 });

  it('hash and verify as argon2 does, with the same encoded hashes', async () => {
    const stored = await threads.hash('Correct-Horse-2026', options);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verify(stored, 'Correct-Horse-2026')).resolves.toBe(true);
    await expect(threads.verify(stored, 'Correct-Horse-2026')).resolves.toBe(true);
    await expect(threads.verify(stored, 'Wrong-Horse-2026')).resolves.toBe(false);
  });

  it('give the raw hash argon2 gives for the same salt, as a Buffer', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const raw = await threads.hashRaw('123456789', { ...options, outputLen: 32, salt });
    expect(Buffer.isBuffer(raw)).toBe(true);
    expect(raw.toString('hex')).toBe(
      (await hashRaw('123456789', { ...options, outputLen: 32, salt })).toString('hex'),
    );
  });

  it('refuse a malformed stored hash as argon2 does, and keep working', async () => {
    await expect(verify('not a hash', 'x')).rejects.toThrow();
    await expect(threads.verify('not a hash', 'x')).rejects.toThrow();
    await expect(threads.verify(await threads.hash('x', options), 'x')).resolves.toBe(true);
  });

  it('run several hashes at once, each answered to its own caller', async () => {
    const passwords = ['one-2026', 'two-2026', 'three-2026', 'four-2026', 'five-2026'];
    const stored = await Promise.all(passwords.map((password) => threads.hash(password, options)));
    const checks = await Promise.all(
      stored.map((hash, index) => threads.verify(hash, passwords[index] ?? '')),
    );
    expect(checks).toEqual([true, true, true, true, true]);
  });

  // The service runs on Linux, where a nice value is a thread's own (elsewhere it is left alone).
  it('run below the priority of the thread that asks', async () => {
    await threads.hash('x', options);
    // This thread, like the service's event loop, keeps its priority; a hashing thread is niced.
    expect(getPriority()).toBe(0);
    expect(threadNiceValues()).toContain(10);
  });

  it('keep a script alive while it waits for a hash, and let it end once idle', async () => {
    // A script that does nothing but hash (a seed, a one-off) gets its answer and then ends: the
    // threads hold the process only while a hash is being waited for. If it hung, execFile's
    // limit would stop it and the test fail.
    const module = new URL('./hash-threads.ts', import.meta.url).href;
    const script = `const { hashThreads } = await import(${JSON.stringify(module)});
      console.log((await hashThreads.hash('x', ${JSON.stringify(options)})).slice(0, 9));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=portal-source', '--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 60_000 },
    );
    expect(stdout.trim()).toBe('$argon2id');
  });
});
