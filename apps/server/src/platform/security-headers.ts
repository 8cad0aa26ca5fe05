import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Headers for every answer. The policy allows nothing inline, so the portal build must ship its
 * scripts and styles as files (vanilla-extract emits CSS files, which fits). Defaults are not
 * merged in: helmet's default adds upgrade-insecure-requests, which would send a page opened on
 * http://localhost to https and break local runs and the end-to-end tests.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
