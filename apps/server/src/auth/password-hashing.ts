import { hashThreads } from './hash-threads.js';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first choice: 19 MiB of memory, two
 * passes, one lane. (`algorithm` is left to the library, whose default is argon2id: its enum is a
 * `const enum`, which isolated-module builds cannot import.) About 10 ms per hash on our machines.
 */
const argon2idOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** On the hashing threads, below the event loop's priority, one hash per core (hash-threads.ts). */
export function hashPassword(password: string): Promise<string> {
  return hashThreads.hash(password, argon2idOptions);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashThreads.verify(passwordHash, password);
}

/**
 * A sign-in with an unknown user id is checked against this hash (made with the same parameters
 * from a random password nobody kept), so it costs the same time as a wrong password for a real
 * account and the answer's timing does not tell a guesser which user ids exist.
 */
export const unknownUserPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$d8alBI/v1iDHXuGg+P0iBg$60rxlys2pHSp//tcrcq2RFG8/qX731fat/OsT+zPkLU';
