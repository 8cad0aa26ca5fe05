import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

/**
 * Headers for every answer. The policy allows nothing inline: the portal's build ships its scripts
 * and styles as files (vanilla-extract emits CSS files), and what a prerendered page must carry
 * inline (the framework's scripts, its stylesheets written into its head so it paints without
 * fetching them) is allowed page by page, by hash (web/prerendered-pages.ts). Defaults are not
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
  // The same as frame-ancestors 'none', for browsers that read only the older header.
  frameguard: { action: 'deny' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * What each of helmet's headers protects, so that a file gets only those that apply to it:
 * - every answer: `x-content-type-options` (nosniff stops a file being taken for a script or a
 *   page: it matters most on files), `strict-transport-security` (honoured from any https answer),
 *   `cross-origin-resource-policy` (it is what keeps other sites from embedding our files) and
 *   `referrer-policy` (a stylesheet's own requests, fonts and images, follow the stylesheet's);
 * - documents only, listed here: the content security policy and `x-frame-options` govern what a
 *   page may load and who may frame it; the opener policy and origin-agent-cluster a page's
 *   browsing context; DNS prefetching what a page's links prefetch; `x-download-options`
 *   (Internet Explorer opening a downloaded page), `x-xss-protection` (the old XSS filter, off)
 *   and `x-permitted-cross-domain-policies` (Adobe clients' policy files) pages too.
 * A script, stylesheet, image, font, video or JSON file ignores the document headers, which cost
 * about 1 kB on every asset answer.
 */
const documentOnlyHeaders = new Set([
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** The two sets of headers: for answers a browser may show as a page, and for files. */
export type SecurityHeaders = {
  readonly document: Readonly<Record<string, string>>;
  readonly file: Readonly<Record<string, string>>;
};

/**
 * The headers helmet sets with our options, worked out once. @fastify/helmet rebuilds helmet's
 * middleware, CSP parsing included, on every request (a tenth of a bank-list call's CPU time in
 * the benchmark's profile); the headers never vary here (no nonces, no per-route options), so
 * helmet decides them once, on a throwaway instance, and every answer gets the same set.
 */
export async function workOutSecurityHeaders(): Promise<SecurityHeaders> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions);
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    const document: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      // Only what helmet adds: Fastify's own headers of the probe's answer stay out.
      if (['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name)) {
        continue;
      }
      if (typeof value === 'string') document[name] = value;
    }
    const file = Object.fromEntries(
      Object.entries(document).filter(([name]) => !documentOnlyHeaders.has(name)),
    );
    return { document, file };
  } finally {
    await probe.close();
  }
}

/**
 * Static files: the portal's hashed build files and the content assets, all under /assets/.
 * Everything else (pages, API answers, the API's documentation, errors, 404s) is a document.
 */
function isAssetRequest(request: FastifyRequest): boolean {
  return request.url.startsWith('/assets/');
}

/** Types a browser shows as a page (and runs script in), wherever they are served from. */
const pageTypes =
  /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml|(application|text)\/xml)\b/i;

/**
 * Puts the headers on every answer that goes through the app's routes, its 404 and its error
 * handler. Set when the request arrives, so a route may read and adjust them (a prerendered page
 * widens its CSP); an asset that turns out to be a page (an HTML fragment of content/) gets the
 * document set as it is sent. Fastify's frameworkErrors answers (an address that does not decode)
 * run no hook at all: error-envelopes.ts sets the document set there itself.
 */
export function installSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isAssetRequest(request) ? headers.file : headers.document);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isAssetRequest(request) && pageTypes.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.headers(headers.document);
    }
    done(null, payload);
  });
}
