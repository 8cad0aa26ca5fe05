import { z } from 'zod/mini';
import { envelopeFormat } from '../crypto/envelope-crypto.js';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/**
 * GET /encryption/publicKey: the service's RSA public key for the encryption envelope, as a JWK.
 * Exempt from encryption itself (it is what makes encryption possible) and needs no sign-in.
 * The key is made once and kept in the database, so every instance of the service answers the
 * same key.
 */
export const publicKeyPath = '/encryption/publicKey';

export const publicKeyRequestSchema = z.strictObject({});

export const publicJwkSchema = z.object({
  kty: z.literal('RSA'),
  n: z.string().check(z.minLength(1), z.describe('Modulus, base64url')),
  e: z.string().check(z.minLength(1), z.describe('Public exponent, base64url')),
  alg: z.literal(envelopeFormat.keyWrapAlgorithm),
  use: z.literal('enc'),
});

export const publicKeyReturnObjectSchema = z.object({
  kid: z
    .string()
    .check(z.describe('Identifies the key pair (SHA-256 of the modulus, 16 hex digits)')),
  alg: z.literal(envelopeFormat.keyWrapAlgorithm).check(z.describe('Wraps the one-time key')),
  enc: z.literal(envelopeFormat.contentAlgorithm).check(z.describe('Encrypts the body')),
  delimiter: z
    .literal(envelopeFormat.delimiter)
    .check(z.describe('Between the sealed body and the wrapped key in a request')),
  jwk: publicJwkSchema,
});

export const publicKeyResponseSchema = envelopeSchema(publicKeyReturnObjectSchema);

export type PublicKeyResponse = z.infer<typeof publicKeyResponseSchema>;

/** The `publicKey` call: its path, contracts and how it travels (see endpoints.ts). */
export const publicKeyEndpoint = {
  path: publicKeyPath,
  method: 'GET',
  request: publicKeyRequestSchema,
  response: publicKeyResponseSchema,
  encrypted: false,
  summary: 'The public key of the encryption envelope',
  description:
    "The RSA-OAEP-256 public key (JWK) that wraps a request's one-time AES-256-GCM key before " +
    'sign-in, and with it a new session key on the calls that open or renew a session ' +
    '(/api/docs/envelope-v2.md). ' +
    'Not encrypted and needs no sign-in. The client fetches it once.',
} as const satisfies Endpoint;
