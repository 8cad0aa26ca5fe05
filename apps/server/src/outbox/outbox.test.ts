import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createMessenger } from './messenger.js';

const fedMemberId = '7100000001';

describe('the demo outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps emails and text messages and shows them at /dev/outbox, newest first', async () => {
    let clock = Date.parse('2026-11-21T10:00:00.000Z');
    const messenger = createMessenger({
      db: t.db,
      smtp: null,
      log: t.app.log,
      now: () => {
        clock += 1000;
        return new Date(clock);
      },
    });
    await messenger.sendEmail({
      memberId: fedMemberId,
      to: 'jordan.rivera@example.org',
      subject: 'Your one-time code',
      text: 'Your code is 123456.',
    });
    await messenger.sendTextMessage({
      memberId: fedMemberId,
      to: '2025550101',
      text: 'Code 654321',
    });

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<h1>Demo outbox</h1>');
    // Newest first: the text message was sent a second after the email.
    expect(html.indexOf('Code 654321')).toBeGreaterThan(-1);
    expect(html.indexOf('Code 654321')).toBeLessThan(html.indexOf('Your code is 123456.'));
    expect(html).toContain('<td>Text message</td><td>2025550101</td>');
    expect(html).toContain(
      '<td>Email</td><td>jordan.rivera@example.org</td><td>Your one-time code</td>',
    );
    expect(html).toContain('2026-11-21 10:00:01');
  });

  it('escapes what it shows, so a message cannot inject markup into the page', async () => {
    const messenger = createMessenger({ db: t.db, smtp: null, log: t.app.log });
    await messenger.sendEmail({
      memberId: null,
      to: 'support@benefits-portal.example',
      subject: '<script>alert(1)</script>',
      text: 'Hello & <b>bold</b>',
    });
    const html = (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Hello &amp; &lt;b&gt;bold&lt;/b&gt;');
  });

  it('serves its stylesheet so the page needs no inline style under the CSP', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/dev/outbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});

describe('the outbox in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', ENCRYPTION_REQUIRED: 'true' },
    });
  });
  afterAll(() => t.close());

  it('refuses /dev/outbox', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('Not found.');
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.css' })).statusCode).toBe(404);
  });
});

describe('email through SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let port: number;
  const received: { to: string[]; raw: string }[] = [];
  let refuseNext = false;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    // A real SMTP peer on loopback: the message goes over the wire as it would to a mail relay.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (refuseNext) {
          refuseNext = false;
          callback(new Error('550 mailbox unavailable'));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          raw += chunk;
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });
  afterEach(() => {
    received.length = 0;
  });

  function smtpMessenger() {
    return createMessenger({
      db: t.db,
      smtp: { url: `smtp://127.0.0.1:${port}`, from: 'Benefits Portal <no-reply@portal.example>' },
      log: t.app.log,
    });
  }

  it('hands the email to the SMTP server and keeps only the fact of sending', async () => {
    const messenger = smtpMessenger();
    await messenger.sendEmail({
      memberId: fedMemberId,
      to: 'jordan.rivera@example.org',
      subject: 'Your one-time code',
      text: 'Your code is 314159.',
    });
    messenger.close();

    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['jordan.rivera@example.org']);
    expect(received[0]?.raw).toContain('Subject: Your one-time code');
    expect(received[0]?.raw).toContain('From: Benefits Portal <no-reply@portal.example>');
    expect(received[0]?.raw).toContain('Your code is 314159.');

    const rows = await t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', 'jordan.rivera@example.org')
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ channel: 'email', delivery: 'smtp', body: null }),
    ]);
    const html = (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(html).toContain('Sent through SMTP; not kept here.');
    expect(html).not.toContain('314159');
  });

  it('rejects when the SMTP server refuses the message, and records nothing', async () => {
    refuseNext = true;
    const messenger = smtpMessenger();
    await expect(
      messenger.sendEmail({
        memberId: null,
        to: 'nobody@example.org',
        subject: 'Hello',
        text: 'Hello',
      }),
    ).rejects.toThrow();
    messenger.close();
    const rows = await t.db
      .selectFrom('outbox_messages')
      .select('message_id')
      .where('recipient', '=', 'nobody@example.org')
      .execute();
    expect(rows).toEqual([]);
  });
});
