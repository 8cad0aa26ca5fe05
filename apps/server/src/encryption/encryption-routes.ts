import { endpoints } from '@portal/api/endpoints';
import { envelopeFormat } from '@portal/api/envelope';
import { returnCodes } from '@portal/api/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope } from '../platform/envelope.js';
import type { EnvelopeKeyPair } from '../platform/service-keys.js';

/**
 * GET /encryption/publicKey: the public half of the envelope key pair, for clients to wrap their
 * one-time keys with. The private half is never served or logged.
 */
export const encryptionRoutes: FastifyPluginAsync<{
  keys: () => Promise<EnvelopeKeyPair>;
}> = async (app, { keys }) => {
  registerEndpoint(app, endpoints.publicKey, async () => {
    const { kid, publicJwk } = await keys();
    return envelope(returnCodes.success, {
      kid,
      alg: envelopeFormat.keyWrapAlgorithm,
      enc: envelopeFormat.contentAlgorithm,
      delimiter: envelopeFormat.delimiter,
      jwk: publicJwk,
    });
  });
};
