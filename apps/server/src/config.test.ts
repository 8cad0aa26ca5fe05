import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const cwd = '/srv/portal';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected loadConfig to refuse the environment');
}

describe('loadConfig', () => {
  it('has working defaults for a local run', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      editions: {
        MFB: { port: 3000, publicUrl: 'http://localhost:3000' },
        MP: { port: 3001, publicUrl: 'http://localhost:3001' },
      },
      database: { kind: 'sqlite', file: '/srv/portal/data/portal.sqlite' },
      logLevel: 'info',
      seedDemoData: true,
      session: { idleSeconds: 900, absoluteSeconds: 43_200 },
      lockout: { perAddress: 10, everyAddress: 100 },
      // Spec section 9: idle warning after 840 s, 60 s countdown; one-time codes live 10 minutes.
      idle: { warningSeconds: 840, countdownSeconds: 60, keepAliveSeconds: 600 },
      twoStep: { codeSeconds: 600, pendingSignInSeconds: 1800 },
    });
    expect(config.rateLimits.twoStepCodesPerMember).toBe(10);
  });

  it('finds the portal build beside the server package by default', () => {
    const serverPackage = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
    expect(loadConfig({}, cwd).portalDist).toBe(path.resolve(serverPackage, '../portal/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT_MFB: '8080',
        PORT_MP: '8081',
        HOST: '0.0.0.0',
        DATABASE_FILE: 'var/db.sqlite',
        PORTAL_DIST: 'web',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        MFB_PUBLIC_URL: 'https://federal.example.org/',
        MP_PUBLIC_URL: 'https://individual.example.com',
        SEED_DEMO_DATA: 'off',
        API_DOCS: 'no',
        SESSION_IDLE_SECONDS: '60',
        SESSION_ABSOLUTE_SECONDS: '600',
        LOCKOUT_THRESHOLD: '5',
        LOCKOUT_THRESHOLD_EVERY_ADDRESS: '50',
        TOKEN_LIFETIME_SECONDS: '300',
        SESSION_TOUCH_SECONDS: '10',
        ENCRYPTION_REQUIRED: 'false',
        SESSION_KEY_ENCRYPTION_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
        RATE_LIMIT_API_PER_MINUTE: '0',
        RATE_LIMIT_LOGIN_PER_ADDRESS: '30',
        RATE_LIMIT_LOGIN_PER_USER_ID_AND_ADDRESS: '5',
        RATE_LIMIT_LOGIN_WINDOW_SECONDS: '600',
        RATE_LIMIT_TWO_STEP_CODES_PER_MEMBER: '3',
        RATE_LIMIT_SYNC_MS: '0',
        IDLE_WARNING_SECONDS: '4',
        IDLE_COUNTDOWN_SECONDS: '10',
        KEEP_ALIVE_SECONDS: '120',
        TWO_STEP_CODE_SECONDS: '3',
        RATE_LIMIT_FIND_ACCOUNT_PER_ADDRESS: '7',
        RATE_LIMIT_FIND_ACCOUNT_PER_PERSON: '3',
        RATE_LIMIT_RESET_LINKS_PER_MEMBER: '2',
        RATE_LIMIT_SETTINGS_CHECKS_PER_MEMBER: '4',
        RATE_LIMIT_ACCOUNT_CREATION_PER_ADDRESS: '40',
        RATE_LIMIT_USERNAME_CHECKS_PER_ADDRESS: '12',
        RATE_LIMIT_USERNAME_CHECKS_PER_DRAFT: '6',
        RATE_LIMIT_ACCOUNTS_PER_ADDRESS: '2',
        RESET_LINK_SECONDS: '600',
        SMTP_URL: 'smtp://relay.example.org:587',
        MAIL_FROM: 'Benefits <benefits@example.org>',
        SUPPORT_EMAIL: 'care@example.org',
        RATE_LIMIT_CONTACT_PER_HOUR: '3',
        PORTAL_CUSTOMER_CARE_PHONE: '(888) 555-0142',
        PORTAL_CLOCK_START: '2026-11-20T15:00:00Z',
      },
      cwd,
    );
    expect(config).toEqual({
      host: '0.0.0.0',
      editions: {
        MFB: { port: 8080, publicUrl: 'https://federal.example.org' },
        MP: { port: 8081, publicUrl: 'https://individual.example.com' },
      },
      database: { kind: 'sqlite', file: '/srv/portal/var/db.sqlite' },
      portalDist: '/srv/portal/web',
      nodeEnv: 'test',
      logLevel: 'warn',
      seedDemoData: false,
      session: { idleSeconds: 60, absoluteSeconds: 600, tokenSeconds: 300, touchSeconds: 10 },
      lockout: { perAddress: 5, everyAddress: 50 },
      idle: { warningSeconds: 4, countdownSeconds: 10, keepAliveSeconds: 120 },
      twoStep: { codeSeconds: 3, pendingSignInSeconds: 1800 },
      recovery: { linkSeconds: 600 },
      encryptionRequired: false,
      sessionKeyEncryptionKey: Buffer.from(Array.from({ length: 32 }, (_, index) => index)),
      apiDocs: false,
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      rateLimits: {
        apiPerMinute: 0,
        loginPerAddress: 30,
        loginPerUserIdAndAddress: 5,
        loginWindowSeconds: 600,
        contactPerHour: 3,
        twoStepCodesPerMember: 3,
        findAccountPerAddress: 7,
        findAccountPerPerson: 3,
        resetLinksPerMember: 2,
        settingsChecksPerMember: 4,
        accountCreationPerAddress: 40,
        usernameChecksPerAddress: 12,
        usernameChecksPerDraft: 6,
        accountsPerAddress: 2,
        syncMs: 0,
      },
      demoMode: true,
      mail: {
        smtpUrl: 'smtp://relay.example.org:587',
        from: 'Benefits <benefits@example.org>',
        supportEmail: 'care@example.org',
      },
      customerCarePhone: '(888) 555-0142',
      clockStart: new Date('2026-11-20T15:00:00Z'),
    });
  });

  it('runs on real time unless PORTAL_CLOCK_START moves it, never in production', () => {
    expect(loadConfig({}, cwd).clockStart).toBeNull();
    expect(configError({ PORTAL_CLOCK_START: '2026-11-20' })).toContain(
      'PORTAL_CLOCK_START must be an ISO instant',
    );
    expect(
      configError({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://relay.example.org:587',
        PORTAL_CLOCK_START: '2026-11-20T15:00:00Z',
      }),
    ).toContain('PORTAL_CLOCK_START is refused when NODE_ENV=production');
  });

  it("shows the demo's fictional customer-care number by default and refuses one nobody can dial", () => {
    expect(loadConfig({}, cwd).customerCarePhone).toBe('1-800-555-0100');
    expect(configError({ PORTAL_CUSTOMER_CARE_PHONE: '1-800-LEGAL' })).toContain(
      'PORTAL_CUSTOMER_CARE_PHONE must be a number like 1-800-555-0100',
    );
  });

  it('has safe defaults for the API platform', () => {
    expect(loadConfig({}, cwd)).toMatchObject({
      session: { tokenSeconds: 900, touchSeconds: 60 },
      encryptionRequired: true,
      trustProxy: false,
      rateLimits: {
        apiPerMinute: 1200,
        loginPerAddress: 100,
        loginPerUserIdAndAddress: 20,
        loginWindowSeconds: 900,
        contactPerHour: 10,
        findAccountPerAddress: 20,
        findAccountPerPerson: 10,
        resetLinksPerMember: 5,
        settingsChecksPerMember: 10,
        accountCreationPerAddress: 300,
        usernameChecksPerAddress: 120,
        usernameChecksPerDraft: 60,
        accountsPerAddress: 10,
        syncMs: 250,
      },
      mail: { supportEmail: 'support@benefits-portal.example' },
      recovery: { linkSeconds: 1800 },
    });
    // A short idle limit gets a proportionally short touch interval.
    expect(loadConfig({ SESSION_IDLE_SECONDS: '60' }, cwd).session.touchSeconds).toBe(6);
    expect(loadConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true);
  });

  it('takes a session key encryption key of exactly 32 bytes, or makes one at start-up', () => {
    expect(loadConfig({}).sessionKeyEncryptionKey).toBeNull();
    for (const value of [
      'short',
      'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwd',
      `${'A'.repeat(43)}`,
    ]) {
      expect(() => loadConfig({ SESSION_KEY_ENCRYPTION_KEY: value })).toThrow(
        /SESSION_KEY_ENCRYPTION_KEY must be 32 random bytes/,
      );
    }
  });

  it('refuses plaintext bodies in production whatever ENCRYPTION_REQUIRED says', () => {
    expect(configError({ NODE_ENV: 'production', ENCRYPTION_REQUIRED: 'false' })).toContain(
      'ENCRYPTION_REQUIRED=false is refused when NODE_ENV=production',
    );
  });

  it('switches to PostgreSQL for a postgres:// or postgresql:// DATABASE_URL', () => {
    for (const url of ['postgres://u@db/portal', 'postgresql://u:p@db:5432/portal']) {
      expect(loadConfig({ DATABASE_URL: url }, cwd).database).toEqual({ kind: 'postgres', url });
    }
  });

  it('does not seed demo data in production unless told to', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.internal:587' };
    expect(loadConfig(production, cwd).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }, cwd).seedDemoData).toBe(true);
  });

  it('serves the API documentation in demo mode, and in production only when told to', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.internal:587' };
    expect(loadConfig({}, cwd).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }, cwd).apiDocs).toBe(false);
    expect(loadConfig(production, cwd).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }, cwd).apiDocs).toBe(true);
    expect(configError({ API_DOCS: 'maybe' })).toContain(
      'API_DOCS must be one of true, false, 1, 0, yes, no, on, off',
    );
  });

  it('keeps email in the demo outbox unless SMTP_URL is set, and requires it in production', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ demoMode: true, mail: { smtpUrl: null } });
    expect(
      loadConfig(
        { SMTP_URL: 'smtps://user:secret@mail.example:465', MAIL_FROM: 'Portal <p@x.example>' },
        cwd,
      ).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      from: 'Portal <p@x.example>',
      supportEmail: 'support@benefits-portal.example',
    });
    expect(configError({ NODE_ENV: 'production' })).toContain(
      'SMTP_URL must be set when NODE_ENV=production',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.internal' }, cwd).demoMode,
    ).toBe(false);
    expect(configError({ SMTP_URL: 'http://mail.example' })).toContain(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(configError({ MAIL_FROM: 'Portal <p@x.example>\r\nBcc: all@x.example' })).toContain(
      'MAIL_FROM must be one line holding an email address',
    );
    expect(configError({ SUPPORT_EMAIL: 'care@x.example\r\nBcc: all@x.example' })).toContain(
      'SUPPORT_EMAIL must be an email address',
    );
    expect(configError({ SUPPORT_EMAIL: 'customer care' })).toContain(
      'SUPPORT_EMAIL must be an email address',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT_MFB: '', DATABASE_URL: '' }, cwd)).toMatchObject({
      editions: { MFB: { port: 3000 } },
      database: { kind: 'sqlite' },
    });
  });

  it('names the variable and what it must be', () => {
    expect(configError({ PORT_MFB: 'abc' })).toBe(
      'Invalid configuration: PORT_MFB must be a whole number from 1 to 65535',
    );
    expect(configError({ PORT_MP: '70000' })).toContain('PORT_MP must be a whole number');
    expect(configError({ SESSION_IDLE_SECONDS: '0' })).toContain(
      'SESSION_IDLE_SECONDS must be a whole number greater than 0',
    );
    expect(configError({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL must be one of fatal, error');
    expect(configError({ SEED_DEMO_DATA: 'maybe' })).toContain('SEED_DEMO_DATA must be one of');
    expect(configError({ MP_PUBLIC_URL: 'ftp://x' })).toContain(
      'MP_PUBLIC_URL must be an http:// or https:// URL',
    );
    expect(configError({ PORT_MFB: '3001' })).toContain('PORT_MFB and PORT_MP must differ');
    expect(configError({ SESSION_IDLE_SECONDS: '900', SESSION_ABSOLUTE_SECONDS: '60' })).toContain(
      'SESSION_ABSOLUTE_SECONDS must not be less than SESSION_IDLE_SECONDS',
    );
    expect(configError({ SESSION_TOUCH_SECONDS: '900' })).toContain(
      'SESSION_TOUCH_SECONDS must be less than SESSION_IDLE_SECONDS',
    );
    expect(configError({ TOKEN_LIFETIME_SECONDS: '30' })).toContain(
      'TOKEN_LIFETIME_SECONDS must be a whole number of at least 60',
    );
    expect(configError({ RATE_LIMIT_API_PER_MINUTE: '-1' })).toContain(
      'RATE_LIMIT_API_PER_MINUTE must be a whole number (0 turns it off)',
    );
    expect(configError({ TRUST_PROXY: 'everyone' })).toContain('TRUST_PROXY must be true, false');
    expect(configError({ IDLE_COUNTDOWN_SECONDS: '0' })).toContain(
      'IDLE_COUNTDOWN_SECONDS must be a whole number greater than 0',
    );
    expect(configError({ TWO_STEP_CODE_SECONDS: '7200' })).toContain(
      'TWO_STEP_CODE_SECONDS must be a whole number from 1 to 3600',
    );
    // NIST SP 800-63B 5.2.2: no more than 100 consecutive failures on one account.
    expect(configError({ LOCKOUT_THRESHOLD_EVERY_ADDRESS: '101' })).toContain(
      'LOCKOUT_THRESHOLD_EVERY_ADDRESS must be a whole number from 1 to 100',
    );
  });

  it('never lets failures from many addresses lock sooner than from one', () => {
    const config = loadConfig({ LOCKOUT_THRESHOLD: '20', LOCKOUT_THRESHOLD_EVERY_ADDRESS: '5' });
    expect(config.lockout).toEqual({ perAddress: 20, everyAddress: 20 });
  });

  it('lists every bad variable at once and never echoes a value', () => {
    const message = configError({
      PORT_MFB: 'x',
      DATABASE_URL: 'mysql://root:s3cret@db/portal',
    });
    expect(message).toContain('PORT_MFB');
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).not.toContain('s3cret');
  });
});
