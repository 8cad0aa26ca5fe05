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
    'strAcc_Nbr',
    'strAccNbr',
    'accountNumber',
    'account_number',
    'password_hash',
    'token',
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
        'headers.authorization',
        'headers.cookie',
        ...secretFields,
        ...secretFields.map((field) => `*.${field}`),
      ],
      censor: '[redacted]',
    },
  };
}
