import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { apiBasePath } from '@portal/api/protocol';
import { configureCustomerCarePhone } from '@portal/forms/catalogue';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { accountRoutes } from './accounts/account-routes.js';
import { accountToolsRoutes } from './accounts/account-tools-routes.js';
import { completeProfileRoutes } from './accounts/complete-profile-routes.js';
import { activityRoutes } from './activity/activity-routes.js';
import { alertRoutes } from './alerts/alert-routes.js';
import { authRoutes } from './auth/auth-routes.js';
import { bankRoutes } from './banks/bank-routes.js';
import type { PortalConfig } from './config.js';
import { contactRoutes } from './contact/contact-routes.js';
import { contentRoutes } from './content/content-routes.js';
import type { Database } from './db/create-database.js';
import { docsRoutes } from './docs/docs-routes.js';
import { encryptionRoutes } from './encryption/encryption-routes.js';
import { enrollmentRoutes } from './enrollment/enrollment-routes.js';
import { healthRoutes } from './health/health-routes.js';
import { devOutboxRoutes } from './outbox/dev-outbox-routes.js';
import { createMessenger } from './outbox/messenger.js';
import { planRoutes } from './plans/plan-routes.js';
import { installEnvelopeEncryption } from './platform/envelope-encryption.js';
import {
  answerUnknownApiPath,
  frameworkErrorAnswer,
  installErrorEnvelopes,
} from './platform/error-envelopes.js';
import { installIdempotency } from './platform/idempotency.js';
import { createIdempotentAnswerVault } from './platform/idempotent-answer-vault.js';
import { lazyChildLoggerFactory, loggerOptions } from './platform/logging.js';
import { installMemberScope } from './platform/member-scope.js';
import { RateLimiter } from './platform/rate-limiter.js';
import { installApiRateLimit, rateRules } from './platform/rate-limits.js';
import { installSecurityHeaders, workOutSecurityHeaders } from './platform/security-headers.js';
import { createServiceClock } from './platform/service-clock.js';
import { lazyEnvelopeKeys } from './platform/service-keys.js';
import { createSessionKeyVault } from './platform/session-key-vault.js';
import { installSessions } from './platform/sessions.js';
import { profileRoutes } from './profile/profile-routes.js';
import { recoveryRoutes } from './recovery/recovery-routes.js';
import { searchRoutes } from './search/search-routes.js';
import { securityQuestionRoutes } from './security-settings/security-question-routes.js';
import { securitySettingsRoutes } from './security-settings/security-settings-routes.js';
import { twoStepRoutes } from './two-step/two-step-routes.js';
import { type EditionForRequest, editionByListeningPort } from './web/edition-for-request.js';
import { webRoutes } from './web/web-routes.js';

export interface BuildAppOptions {
  config: PortalConfig;
  /** Opened, migrated and closed by the caller. */
  db: Database;
  /**
   * false for no logs; otherwise the service's own pino logger (config.logLevel, redaction on)
   * writes JSON lines to `stream`, stdout by default. There is no way to pass another logger in:
   * one without the redaction would write tokens and passwords wherever it writes.
   */
  logger?: false | { stream: Writable };
  /** Which edition a page request belongs to; by default the port it arrived on. */
  editionForRequest?: EditionForRequest;
  /** Lets `main.ts` reuse Fastify's request handler for the second edition's listener. */
  serverFactory?: FastifyServerFactory;
}

/** The JSON the portal sends is small; anything bigger is refused before it is parsed. */
const bodyLimitBytes = 64 * 1024;

/** Builds the whole service without listening; `main.ts` listens, tests call `inject`. */
export async function buildApp({
  config,
  db,
  logger,
  editionForRequest = editionByListeningPort(config),
  serverFactory,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Every `{phone}` the service writes (the served catalogue, notices, emails, content) says it.
  configureCustomerCarePhone(config.customerCarePhone);
  // Before the app: the answers Fastify makes before routing carry them too.
  const securityHeaders = await workOutSecurityHeaders();
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config, logger?.stream),
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: bodyLimitBytes,
    // Our own ids: a client-chosen request id would let anyone forge log correlation.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // Behind a load balancer, the client address (rate limits, logs) comes from X-Forwarded-For,
    // believed only from the proxies TRUST_PROXY names.
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorAnswer(securityHeaders.document),
    // Fastify's 10 s default failed a start on a 2-core machine running several test servers and
    // builds at once (reading the portal's pages waited that long for the file-system threads).
    // A plugin that truly hangs is still reported, just later.
    pluginTimeout: 60_000,
    ...(serverFactory && { serverFactory }),
  });

  // The one clock of the business rules (PORTAL_CLOCK_START; platform/service-clock.ts).
  const clock = createServiceClock(config.clockStart);
  app.decorate('serviceClock', clock);
  installErrorEnvelopes(app);
  installSecurityHeaders(app, securityHeaders);
  installSessions(app, { db, limits: config.session, editionForRequest });
  installMemberScope(app);
  const envelopeKeys = lazyEnvelopeKeys(db);
  installEnvelopeEncryption(app, {
    db,
    keys: envelopeKeys,
    vault: createSessionKeyVault(config.sessionKeyEncryptionKey),
    required: config.encryptionRequired,
  });
  installIdempotency(app, {
    db,
    vault: createIdempotentAnswerVault(config.sessionKeyEncryptionKey),
    limits: config.session,
    editionForRequest,
  });
  const limiter = new RateLimiter(db, { syncMs: config.rateLimits.syncMs, log: app.log });
  // Counts still held in memory reach the shared table before the caller closes the database.
  app.addHook('onClose', () => limiter.close());
  const rules = rateRules(config.rateLimits);
  const messenger = createMessenger({
    db,
    smtp: config.mail.smtpUrl ? { url: config.mail.smtpUrl, from: config.mail.from } : null,
    log: app.log,
  });
  app.addHook('onClose', () => messenger.close());

  await app.register(
    async (api) => {
      // Answers hold personal data and tokens: no cache, shared or private, may keep them.
      api.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      api.setNotFoundHandler(answerUnknownApiPath);
      installApiRateLimit(api, { limiter, rule: rules.apiPerAddress });
      await api.register(healthRoutes, { db });
      // Off in production unless API_DOCS says otherwise: then /api/docs is an unknown path.
      if (config.apiDocs) await api.register(docsRoutes);
      // Inside this /api scope, apiBasePath (/api/v1/ep) continues as /v1/ep.
      const prefix = apiBasePath.replace(/^\/api/, '');
      await api.register(authRoutes, {
        prefix,
        db,
        config,
        limiter,
        editionForRequest,
        messenger,
      });
      await api.register(twoStepRoutes, { prefix, db, config, limiter, messenger });
      await api.register(encryptionRoutes, { prefix, keys: envelopeKeys });
      await api.register(bankRoutes, { prefix, db, clock, messenger });
      await api.register(searchRoutes, { prefix, editionForRequest });
      await api.register(contactRoutes, {
        prefix,
        db,
        config,
        limiter,
        messenger,
        editionForRequest,
      });
      await api.register(recoveryRoutes, {
        prefix,
        db,
        config,
        limiter,
        messenger,
        editionForRequest,
      });
      await api.register(securitySettingsRoutes, { prefix, db, config, limiter, messenger });
      await api.register(securityQuestionRoutes, { prefix, db, config, messenger });
      await api.register(accountRoutes, { prefix, db, config, limiter, editionForRequest });
      await api.register(accountToolsRoutes, { prefix, config, limiter });
      await api.register(completeProfileRoutes, { prefix, db, clock, messenger });
      await api.register(profileRoutes, { prefix, db, config, clock, limiter, messenger });
      await api.register(alertRoutes, { prefix, db });
      await api.register(activityRoutes, { prefix, db });
      await api.register(planRoutes, { prefix, db, clock });
      await api.register(enrollmentRoutes, {
        prefix,
        db,
        clock,
        sessionKeyEncryptionKey: config.sessionKeyEncryptionKey,
        messenger,
      });
    },
    { prefix: '/api' },
  );

  await app.register(contentRoutes, { clock });
  await app.register(devOutboxRoutes, { db, demoMode: config.demoMode });
  await app.register(webRoutes, { portalDist: config.portalDist, editionForRequest });

  return app;
}
