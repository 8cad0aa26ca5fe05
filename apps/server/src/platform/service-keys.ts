import { createHash } from 'node:crypto';
import {
  envelopeFormat,
  exportEnvelopePrivateJwk,
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  publicJwkSchema,
} from '@portal/api/envelope';
import type { z } from 'zod/mini';
import type { Database } from '../db/create-database.js';
import { importEnvelopeDecryptionKey } from './envelope-node-crypto.js';
import { findServiceKeys, insertServiceKeysIfAbsent } from './service-key-queries.js';

/** The service's key pair of the encryption envelope, as the routes use it. */
export interface EnvelopeKeyPair {
  kid: string;
  publicJwk: z.infer<typeof publicJwkSchema>;
  /**
   * Non-extractable: it decrypts (unwraps) one-time keys and can never be exported again; see
   * envelope-node-crypto.ts for why decrypt rather than unwrapKey.
   */
  privateKey: CryptoKey;
}

const envelopePurpose = 'envelope';

/**
 * Reads the envelope key pair from the database, making it on first use. The pair lives in the
 * database so that every instance of the service shares it: a client may send its next request to
 * any of them. Two instances starting on an empty database may both make a pair; the insert keeps
 * the first and both read that one.
 */
export async function loadOrCreateEnvelopeKeys(db: Database): Promise<EnvelopeKeyPair> {
  let row = await findEnvelopeKeys(db);
  if (!row) {
    const pair = await generateEnvelopeKeyPair();
    const publicJwk = await exportEnvelopePublicJwk(pair.publicKey);
    const privateJwk = await exportEnvelopePrivateJwk(pair.privateKey);
    await insertServiceKeysIfAbsent(db, {
      purpose: envelopePurpose,
      key_id: createHash('sha256').update(String(publicJwk.n)).digest('hex').slice(0, 16),
      algorithm: envelopeFormat.keyWrapAlgorithm,
      public_jwk: JSON.stringify(publicJwk),
      private_jwk: JSON.stringify(privateJwk),
      created_at: new Date().toISOString(),
    });
    row = await findEnvelopeKeys(db);
    if (!row) throw new Error('The envelope key pair could not be stored');
  }
  return {
    kid: row.key_id,
    publicJwk: publicJwkSchema.parse(JSON.parse(row.public_jwk)),
    privateKey: await importEnvelopeDecryptionKey(JSON.parse(row.private_jwk) as JsonWebKey),
  };
}

function findEnvelopeKeys(db: Database) {
  return findServiceKeys(db, envelopePurpose);
}

/**
 * Loads the pair on first use rather than at start-up, so an app can be built while its database
 * is down (health then answers 503); a failed load is tried again by the next request.
 */
export function lazyEnvelopeKeys(db: Database): () => Promise<EnvelopeKeyPair> {
  let loading: Promise<EnvelopeKeyPair> | undefined;
  return () => {
    loading ??= loadOrCreateEnvelopeKeys(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
