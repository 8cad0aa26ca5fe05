import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Headers for every answer. The policy allows nothing inline, so the portal build must ship its
 * scripts and styles as files (vanilla-extract emits CSS files, which fits). Defaults are not
 * merged in: helmet's default adds upgrade-insecure-requests, which would send a page opened on
 * http://localhost to https and break local runs and the end-to-end tests.
 */
const helmetOptions: FastifyHelmetOptions = {
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
};

/**
 * The headers helmet sets with our options, worked out once. @fastify/helmet rebuilds helmet's
 * middleware, CSP parsing included, on every request (a tenth of a bank-list call's CPU time in
 * the benchmark's profile); the headers never vary here (no nonces, no per-route options), so
 * helmet decides them once, on a throwaway instance, and every answer gets the same set.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions);
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      // Only what helmet adds: Fastify's own headers of the probe's answer stay out.
      if (['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name)) {
        continue;
      }
      if (typeof value === 'string') headers[name] = value;
    }
    return headers;
  } finally {
    await probe.close();
  }
}

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
