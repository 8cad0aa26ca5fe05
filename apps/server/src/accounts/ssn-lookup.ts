import { createHash, randomBytes } from 'node:crypto';
import { normaliseSsn } from '@portal/forms/rules';
import { hashThreads } from '../auth/hash-threads.js';
import type { Database } from '../db/create-database.js';
import { findServiceKeys, insertServiceKeysIfAbsent } from '../platform/service-key-queries.js';

/*
 * 'SSN already exists' needs to find an SSN among every member in one read, which the salted
 * member_identity_facts.ssn_hash (a salt per member) cannot do. ssn_lookup is argon2id of the nine
 * digits under one salt shared by the whole service, with the OWASP parameters of passwords: a
 * copy of the database costs an attacker an argon2id per guessed SSN, as ssn_hash does, rather
 * than the seconds a plain or keyed fast hash of nine digits would. The salt is made once and kept
 * in service_keys (purpose identity-lookup), shared by every instance like the envelope keys.
 */

const purpose = 'identity-lookup';
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Per database (tests hold several in one process), read once; a failed read is tried again. */
const salts = new WeakMap<Database, Promise<Buffer>>();

async function loadOrCreateSalt(db: Database): Promise<Buffer> {
  let row = await findServiceKeys(db, purpose);
  if (!row) {
    const salt = randomBytes(16);
    await insertServiceKeysIfAbsent(db, {
      purpose,
      key_id: createHash('sha256').update(salt).digest('hex').slice(0, 16),
      algorithm: 'argon2id-salt',
      public_jwk: '{}',
      private_jwk: JSON.stringify({ salt: salt.toString('base64') }),
      created_at: new Date().toISOString(),
    });
    // Two instances starting at once: the first salt stored wins, and both read it.
    row = await findServiceKeys(db, purpose);
    if (!row) throw new Error('The identity lookup salt could not be stored');
  }
  return Buffer.from((JSON.parse(row.private_jwk) as { salt: string }).salt, 'base64');
}

function serviceSalt(db: Database): Promise<Buffer> {
  let salt = salts.get(db);
  if (!salt) {
    salt = loadOrCreateSalt(db).catch((error: unknown) => {
      salts.delete(db);
      throw error;
    });
    salts.set(db, salt);
  }
  return salt;
}

/** The lookup hash of an SSN (plain or dashed), hex; on the hashing threads like every argon2. */
export async function ssnLookupOf(db: Database, ssn: string): Promise<string> {
  const salt = await serviceSalt(db);
  const raw = await hashThreads.hashRaw(normaliseSsn(ssn), { ...options, salt });
  return raw.toString('hex');
}
