import type { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
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
    'envelope',
    'offeredSessionKey',
    'sessionKeys',
    'session_key',
    'previous_session_key',
  ];
  return {
    level: config.logLevel,
    ...(stream && { stream }),
    serializers: { req: requestWithoutQuery },
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

/**
 * Fastify's request serializer, but the address without its query string: a form submitted by the
 * browser itself (a prerendered page whose script has not run yet) puts every field there, an SSN
 * or a password included, and the search page's query is the visitor's own text.
 */
function requestWithoutQuery(request: FastifyRequest) {
  // Something else logged under `req` (not a request): left to the redaction below.
  if (typeof request?.url !== 'string') return request as unknown as Record<string, unknown>;
  const queryAt = request.url.indexOf('?');
  return {
    method: request.method,
    url: queryAt < 0 ? request.url : `${request.url.slice(0, queryAt)}?[redacted]`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type LogMethod = (...values: unknown[]) => void;
/** What a pino logger has beyond Fastify's FastifyBaseLogger type. */
type PinoLogger = FastifyBaseLogger & {
  isLevelEnabled?: (level: string) => boolean;
  bindings?: () => Record<string, unknown>;
  setBindings?: (bindings: Record<string, unknown>) => void;
};

/**
 * Fastify's childLoggerFactory: each request's logger (request.log) becomes a real pino child,
 * with the request id bound, only when something logs through it at an enabled level. Making a
 * child runs the redaction over its bindings (the wildcard paths above apply to every key), about
 * 6 µs of CPU: at LOG_LEVEL=warn and above nothing logs on a successful call, so every call paid
 * for a child it never used. At info and below Fastify logs every request, so the child is made
 * at once, exactly as before. Either way each line a request writes is the real child's: same
 * bindings, same redaction.
 */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  // A route's own level or serializers change the child's methods: no shortcut for those.
  if (options.level !== undefined || options.serializers !== undefined) {
    return logger.child(bindings, options);
  }
  let child: PinoLogger | undefined;
  const real = () => {
    child ??= logger.child(bindings, options) as PinoLogger;
    return child;
  };
  // Everything else (the level, disabled levels' no-op methods) reads through to the parent.
  const lazy = Object.create(logger) as PinoLogger & Record<string, unknown>;
  const parent: PinoLogger = logger;
  const enabled = (level: (typeof levels)[number]) =>
    parent.isLevelEnabled === undefined || parent.isLevelEnabled(level);
  for (const level of levels) {
    if (!enabled(level)) continue;
    lazy[level] = (...values: unknown[]) => {
      const target = real();
      (target[level] as LogMethod).apply(target, values);
    };
  }
  lazy.child = (...values: Parameters<FastifyBaseLogger['child']>) => real().child(...values);
  lazy.bindings = () => real().bindings?.() ?? {};
  lazy.setBindings = (values: Record<string, unknown>) => real().setBindings?.(values);
  return lazy;
};
