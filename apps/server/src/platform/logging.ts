import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { PortalConfig } from '../config.js';

/**
 * Pino options for Fastify. Request bodies are never logged (Fastify's request serializer leaves
 * them out and nothing here adds them); redaction is the second line of defence for anything that
 * logs an object holding credentials or account data anyway.
 */
export function loggerOptions(
  config: PortalConfig,
  stream?: Writable,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const secretFields = [
    'strPassword',
    'password',
    'ssn',
    'lnSSN',
    'strSSN',
    'strAcc_Nbr',
    'strAccNbr',
    'accountNumber',
    'account_number',
    'strAba_Rout_Nbr',
    'strRoutingNbr',
    'routingNumber',
    'routing_number',
    'password_hash',
    'token',
    'token_hash',
    'refresh_hash',
    'previous_token_hash',
    'refreshCredential',
    // Encrypted bodies ({ data }) and the keys that open them.
    'data',
    'private_jwk',
    'privateJwk',
    'privateKey',
    'envelopeKey',
  ];
  return {
    level: config.logLevel,
    ...(stream && { stream }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers.authorization',
        'res.headers["set-cookie"]',
        'res.headers["token-expires-at"]',
        'headers.authorization',
        'headers.cookie',
        ...secretFields,
        ...secretFields.map((field) => `*.${field}`),
      ],
      censor: '[redacted]',
    },
  };
}
