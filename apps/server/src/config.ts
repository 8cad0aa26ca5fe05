import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CUSTOMER_CARE_PHONE, isCustomerCarePhone } from '@portal/forms/catalogue';
import type { ProductFlag } from '@portal/forms/code-lists';
import { z } from 'zod/mini';

/** Where the data lives: a SQLite file by default, PostgreSQL when DATABASE_URL is set. */
export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface EditionConfig {
  port: number;
  /** Where members of this edition sign in; used in the wrong-edition answer. No trailing slash. */
  publicUrl: string;
}

export interface PortalConfig {
  host: string;
  editions: Record<ProductFlag, EditionConfig>;
  database: DatabaseConfig;
  portalDist: string;
  nodeEnv: string | undefined;
  logLevel: LogLevel;
  seedDemoData: boolean;
  session: {
    idleSeconds: number;
    absoluteSeconds: number;
    /** A bearer token expires this long after it is issued (capped at the session's end). */
    tokenSeconds: number;
    /** last_seen_at is written at most once per this many seconds of a session's use. */
    touchSeconds: number;
  };
  /** Failed sign-ins that lock a user id: from one address, and from every address together. */
  lockout: { perAddress: number; everyAddress: number };
  /**
   * Spec sections 4 and 9, 'Idle': the portal opens its warning after `warningSeconds` without
   * activity and logs out `countdownSeconds` later. Spec section 9: while the member is active it
   * pings the service every `keepAliveSeconds`. Sent to the portal with each sign-in.
   */
  idle: { warningSeconds: number; countdownSeconds: number; keepAliveSeconds: number };
  twoStep: {
    /** How long a one-time code works (10 minutes). */
    codeSeconds: number;
    /** How long a pending two-step sign-in lasts, whatever codes it sends. */
    pendingSignInSeconds: number;
  };
  /** Account recovery (apps/server/src/recovery). */
  recovery: {
    /** How long a temporary-password link works (RESET_LINK_SECONDS). */
    linkSeconds: number;
  };
  /** Plaintext bodies are refused on encrypted calls (spec section 7). Only tests and benchmarks turn it off. */
  encryptionRequired: boolean;
  /**
   * The key that wraps each session's envelope key at rest (SESSION_KEY_ENCRYPTION_KEY, 32 bytes
   * of base64). It lives in the process only, never in the database, so a copy of the database
   * decrypts no session key. null: a random one is made at start-up, and sessions end when the
   * process does; set the same value on every instance that shares a database.
   */
  sessionKeyEncryptionKey: Buffer | null;
  /** /api/docs and its OpenAPI document are served; off by default in production (API_DOCS). */
  apiDocs: boolean;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address. */
  trustProxy: boolean | string[];
  rateLimits: RateLimitConfig;
  /**
   * Demo mode (NODE_ENV other than production): /dev/outbox shows what was sent, and email stays
   * in the outbox unless SMTP_URL is set.
   */
  demoMode: boolean;
  mail: {
    /** smtp:// or smtps:// with credentials; null keeps email in the outbox (demo mode only). */
    smtpUrl: string | null;
    /** The From header of every email. */
    from: string;
    /** Where contact-us messages go (customer care's mailbox). */
    supportEmail: string;
  };
  /**
   * The number every `{phone}` shows (messages, notices, emails, content). The portal bakes the
   * same variable in at build: set it for both (npm start does).
   */
  customerCarePhone: string;
  /**
   * Where the service's business clock starts (PORTAL_CLOCK_START, an ISO instant); null: real
   * time. platform/service-clock.ts says what reads it. Refused in production.
   */
  clockStart: Date | null;
}

/** Limits per fixed window; 0 turns a limit off. */
export interface RateLimitConfig {
  /** Calls under /api per client address per minute. */
  apiPerMinute: number;
  /** Sign-in attempts per client address per login window. */
  loginPerAddress: number;
  /**
   * Sign-in attempts per user id and client address per login window: protects the password
   * hash from one place without letting a stranger's flood keep the member out elsewhere.
   */
  loginPerUserIdAndAddress: number;
  loginWindowSeconds: number;
  /** Contact-us messages per client address per hour. */
  contactPerHour: number;
  /** One-time codes sent to one member per login window (a code goes by email or text message). */
  twoStepCodesPerMember: number;
  /** Find-account attempts per client address per login window. */
  findAccountPerAddress: number;
  /**
   * Find-account attempts per person (last name and date of birth) per login window, from
   * anywhere: slows guessing one person's SSN from many addresses.
   */
  findAccountPerPerson: number;
  /** Temporary-password links sent to one account per hour: no one can flood a member's inbox. */
  resetLinksPerMember: number;
  /**
   * Current-password checks of the security settings per member per login window: their own
   * count, so changing settings never uses up the member's sign-in attempts.
   */
  settingsChecksPerMember: number;
  /**
   * Account-creation calls (step saves, resume, look-ups, the ZIP check) per client address per
   * hour: a visitor fills a form, a script filling thousands is slowed.
   */
  accountCreationPerAddress: number;
  /** Username availability checks per client address per hour (no username oracle). */
  usernameChecksPerAddress: number;
  /** Username availability checks per draft per hour. */
  usernameChecksPerDraft: number;
  /** Account creations tried per client address per hour. */
  accountsPerAddress: number;
  /**
   * How often an instance adds its counts of the general limit to the shared counters; 0 writes
   * every call through at once. Sign-in attempts are always written through.
   */
  syncMs: number;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Start-up refuses a bad environment with this error; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Both src/config.ts and the bundled dist/*.js sit one folder below apps/server, so the same
// relative step finds the portal build from either.
const defaultPortalDist = fileURLToPath(new URL('../../portal/dist', import.meta.url));

/** The envelope's protocol document, published beside the API docs (/api/docs/envelope-v2.md). */
export const envelopeProtocolFile = fileURLToPath(
  new URL('../../../packages/api/docs/envelope-v2.md', import.meta.url),
);

export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//.test(value);
}

function wholeNumber(min: number, max: number, requirement: string) {
  return z.pipe(
    z.string().check(
      z.refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
        error: `must be ${requirement}`,
      }),
    ),
    z.transform(Number),
  );
}

const port = wholeNumber(1, 65_535, 'a whole number from 1 to 65535');
const countOrOff = wholeNumber(0, Number.MAX_SAFE_INTEGER, 'a whole number (0 turns it off)');
const positiveWholeNumber = wholeNumber(
  1,
  Number.MAX_SAFE_INTEGER,
  'a whole number greater than 0',
);

const onOff = z.pipe(
  z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  }),
  z.transform((value) => ['true', '1', 'yes', 'on'].includes(value)),
);

const httpUrl = z.pipe(
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
  z.transform((value) => value.replace(/\/+$/, '')),
);

const environmentSchema = z.object({
  PORT_MFB: z._default(port, 3000),
  PORT_MP: z._default(port, 3001),
  HOST: z._default(z.string(), '127.0.0.1'),
  DATABASE_URL: z.optional(
    z
      .string()
      .check(z.refine(isPostgresUrl, { error: 'must be a postgres:// or postgresql:// URL' })),
  ),
  DATABASE_FILE: z._default(z.string(), 'data/portal.sqlite'),
  PORTAL_DIST: z.optional(z.string()),
  NODE_ENV: z.optional(z.string()),
  LOG_LEVEL: z._default(
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }),
    'info',
  ),
  MFB_PUBLIC_URL: z.optional(httpUrl),
  MP_PUBLIC_URL: z.optional(httpUrl),
  SEED_DEMO_DATA: z.optional(onOff),
  API_DOCS: z.optional(onOff),
  SESSION_IDLE_SECONDS: z._default(positiveWholeNumber, 900),
  SESSION_ABSOLUTE_SECONDS: z._default(positiveWholeNumber, 43_200),
  // NIST SP 800-63B 5.2.2: no more than 100 consecutive failed attempts on one account.
  LOCKOUT_THRESHOLD: z._default(wholeNumber(1, 100, 'a whole number from 1 to 100'), 10),
  LOCKOUT_THRESHOLD_EVERY_ADDRESS: z._default(
    wholeNumber(1, 100, 'a whole number from 1 to 100'),
    100,
  ),
  TOKEN_LIFETIME_SECONDS: z._default(
    wholeNumber(60, Number.MAX_SAFE_INTEGER, 'a whole number of at least 60'),
    900,
  ),
  SESSION_TOUCH_SECONDS: z.optional(wholeNumber(0, Number.MAX_SAFE_INTEGER, 'a whole number')),
  ENCRYPTION_REQUIRED: z._default(onOff, true),
  SESSION_KEY_ENCRYPTION_KEY: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) =>
            /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
          { error: 'must be 32 random bytes in standard base64 (openssl rand -base64 32)' },
        ),
      ),
  ),
  TRUST_PROXY: z.optional(
    z.string().check(
      z.refine((value) => /^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/.test(value), {
        error: 'must be true, false, or a comma-separated list of proxy addresses or CIDR ranges',
      }),
    ),
  ),
  RATE_LIMIT_API_PER_MINUTE: z._default(countOrOff, 1200),
  RATE_LIMIT_LOGIN_PER_ADDRESS: z._default(countOrOff, 100),
  RATE_LIMIT_LOGIN_PER_USER_ID_AND_ADDRESS: z._default(countOrOff, 20),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: z._default(positiveWholeNumber, 900),
  RATE_LIMIT_TWO_STEP_CODES_PER_MEMBER: z._default(countOrOff, 10),
  IDLE_WARNING_SECONDS: z._default(positiveWholeNumber, 840),
  IDLE_COUNTDOWN_SECONDS: z._default(positiveWholeNumber, 60),
  KEEP_ALIVE_SECONDS: z._default(positiveWholeNumber, 600),
  TWO_STEP_CODE_SECONDS: z._default(wholeNumber(1, 3600, 'a whole number from 1 to 3600'), 600),
  SMTP_URL: z.optional(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
  ),
  // One header line: a line break here would let the value add headers of its own.
  MAIL_FROM: z._default(
    z
      .string()
      .check(
        z.regex(/^[^\r\n]*@[^\r\n]*$/, { error: 'must be one line holding an email address' }),
      ),
    'Benefits Portal <no-reply@benefits-portal.example>',
  ),
  // An address only: it is the To line of the support copy of every contact-us message.
  SUPPORT_EMAIL: z._default(
    z.email({ error: 'must be an email address, like support@example.org' }),
    'support@benefits-portal.example',
  ),
  // The demo's default is fictional (555-01xx); the portal reads the same variable at build.
  PORTAL_CUSTOMER_CARE_PHONE: z._default(
    z.string().check(
      z.refine(isCustomerCarePhone, {
        error: 'must be a number like 1-800-555-0100, 800-555-0100 or (800) 555-0100',
      }),
    ),
    CUSTOMER_CARE_PHONE,
  ),
  RATE_LIMIT_CONTACT_PER_HOUR: z._default(countOrOff, 10),
  RATE_LIMIT_FIND_ACCOUNT_PER_ADDRESS: z._default(countOrOff, 20),
  RATE_LIMIT_FIND_ACCOUNT_PER_PERSON: z._default(countOrOff, 10),
  RATE_LIMIT_RESET_LINKS_PER_MEMBER: z._default(countOrOff, 5),
  RATE_LIMIT_SETTINGS_CHECKS_PER_MEMBER: z._default(countOrOff, 10),
  RATE_LIMIT_ACCOUNT_CREATION_PER_ADDRESS: z._default(countOrOff, 300),
  RATE_LIMIT_USERNAME_CHECKS_PER_ADDRESS: z._default(countOrOff, 120),
  RATE_LIMIT_USERNAME_CHECKS_PER_DRAFT: z._default(countOrOff, 60),
  RATE_LIMIT_ACCOUNTS_PER_ADDRESS: z._default(countOrOff, 10),
  RESET_LINK_SECONDS: z._default(wholeNumber(60, 86_400, 'a whole number from 60 to 86400'), 1800),
  PORTAL_CLOCK_START: z.optional(
    z.iso.datetime({ offset: true, error: 'must be an ISO instant, like 2026-11-20T15:00:00Z' }),
  ),
  RATE_LIMIT_SYNC_MS: z._default(wholeNumber(0, 60_000, 'a whole number from 0 to 60000'), 250),
});

function trustProxyOf(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((entry) => entry.trim());
}

/**
 * Reads and checks the configuration once at start-up. Throws a ConfigError whose message names
 * each bad variable and what it must be. Values are never echoed: DATABASE_URL may hold a password.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): PortalConfig {
  // An empty variable (common in compose files and CI) means "not set", not "the empty string".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  if (vars.PORT_MFB === vars.PORT_MP) {
    throw new ConfigError(
      'Invalid configuration: PORT_MFB and PORT_MP must differ (the port tells the editions apart)',
    );
  }
  if (vars.SESSION_ABSOLUTE_SECONDS < vars.SESSION_IDLE_SECONDS) {
    throw new ConfigError(
      'Invalid configuration: SESSION_ABSOLUTE_SECONDS must not be less than SESSION_IDLE_SECONDS',
    );
  }

  const touchSeconds =
    vars.SESSION_TOUCH_SECONDS ?? Math.min(60, Math.floor(vars.SESSION_IDLE_SECONDS / 10));
  if (touchSeconds >= vars.SESSION_IDLE_SECONDS) {
    throw new ConfigError(
      'Invalid configuration: SESSION_TOUCH_SECONDS must be less than SESSION_IDLE_SECONDS',
    );
  }
  if (!vars.ENCRYPTION_REQUIRED && vars.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: ENCRYPTION_REQUIRED=false is refused when NODE_ENV=production',
    );
  }

  if (vars.NODE_ENV === 'production' && vars.PORTAL_CLOCK_START !== undefined) {
    throw new ConfigError(
      'Invalid configuration: PORTAL_CLOCK_START is refused when NODE_ENV=production (members would see dates of another day)',
    );
  }

  if (vars.NODE_ENV === 'production' && vars.SMTP_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL must be set when NODE_ENV=production (without it, email would stay in the demo outbox)',
    );
  }

  return {
    host: vars.HOST,
    editions: {
      MFB: {
        port: vars.PORT_MFB,
        publicUrl: vars.MFB_PUBLIC_URL ?? `http://localhost:${vars.PORT_MFB}`,
      },
      MP: {
        port: vars.PORT_MP,
        publicUrl: vars.MP_PUBLIC_URL ?? `http://localhost:${vars.PORT_MP}`,
      },
    },
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'sqlite', file: path.resolve(cwd, vars.DATABASE_FILE) },
    portalDist: vars.PORTAL_DIST ? path.resolve(cwd, vars.PORTAL_DIST) : defaultPortalDist,
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    // Demo accounts with a published password must never appear in production by accident.
    seedDemoData: vars.SEED_DEMO_DATA ?? vars.NODE_ENV !== 'production',
    session: {
      idleSeconds: vars.SESSION_IDLE_SECONDS,
      absoluteSeconds: vars.SESSION_ABSOLUTE_SECONDS,
      tokenSeconds: vars.TOKEN_LIFETIME_SECONDS,
      touchSeconds,
    },
    lockout: {
      perAddress: vars.LOCKOUT_THRESHOLD,
      // Never below the one-address threshold: many addresses must not lock sooner than one.
      everyAddress: Math.max(vars.LOCKOUT_THRESHOLD, vars.LOCKOUT_THRESHOLD_EVERY_ADDRESS),
    },
    idle: {
      warningSeconds: vars.IDLE_WARNING_SECONDS,
      countdownSeconds: vars.IDLE_COUNTDOWN_SECONDS,
      keepAliveSeconds: vars.KEEP_ALIVE_SECONDS,
    },
    twoStep: {
      codeSeconds: vars.TWO_STEP_CODE_SECONDS,
      // Long enough to send a few codes and type one; never shorter than one code's life.
      pendingSignInSeconds: Math.max(1800, vars.TWO_STEP_CODE_SECONDS),
    },
    recovery: { linkSeconds: vars.RESET_LINK_SECONDS },
    encryptionRequired: vars.ENCRYPTION_REQUIRED,
    sessionKeyEncryptionKey: vars.SESSION_KEY_ENCRYPTION_KEY
      ? Buffer.from(vars.SESSION_KEY_ENCRYPTION_KEY, 'base64')
      : null,
    // A map of every call is for the demo and for integrators; a production site shows it only
    // when told to.
    apiDocs: vars.API_DOCS ?? vars.NODE_ENV !== 'production',
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    rateLimits: {
      apiPerMinute: vars.RATE_LIMIT_API_PER_MINUTE,
      loginPerAddress: vars.RATE_LIMIT_LOGIN_PER_ADDRESS,
      loginPerUserIdAndAddress: vars.RATE_LIMIT_LOGIN_PER_USER_ID_AND_ADDRESS,
      loginWindowSeconds: vars.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
      contactPerHour: vars.RATE_LIMIT_CONTACT_PER_HOUR,
      twoStepCodesPerMember: vars.RATE_LIMIT_TWO_STEP_CODES_PER_MEMBER,
      findAccountPerAddress: vars.RATE_LIMIT_FIND_ACCOUNT_PER_ADDRESS,
      findAccountPerPerson: vars.RATE_LIMIT_FIND_ACCOUNT_PER_PERSON,
      resetLinksPerMember: vars.RATE_LIMIT_RESET_LINKS_PER_MEMBER,
      settingsChecksPerMember: vars.RATE_LIMIT_SETTINGS_CHECKS_PER_MEMBER,
      accountCreationPerAddress: vars.RATE_LIMIT_ACCOUNT_CREATION_PER_ADDRESS,
      usernameChecksPerAddress: vars.RATE_LIMIT_USERNAME_CHECKS_PER_ADDRESS,
      usernameChecksPerDraft: vars.RATE_LIMIT_USERNAME_CHECKS_PER_DRAFT,
      accountsPerAddress: vars.RATE_LIMIT_ACCOUNTS_PER_ADDRESS,
      syncMs: vars.RATE_LIMIT_SYNC_MS,
    },
    demoMode: vars.NODE_ENV !== 'production',
    mail: {
      smtpUrl: vars.SMTP_URL ?? null,
      from: vars.MAIL_FROM,
      supportEmail: vars.SUPPORT_EMAIL,
    },
    customerCarePhone: vars.PORTAL_CUSTOMER_CARE_PHONE,
    clockStart: vars.PORTAL_CLOCK_START ? new Date(vars.PORTAL_CLOCK_START) : null,
  };
}
