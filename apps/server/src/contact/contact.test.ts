import { createServer } from 'node:net';
import { contactUsPath } from '@portal/api/contact';
import { apiBasePath } from '@portal/api/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const contactUrl = `${apiBasePath}${contactUsPath}`;
const supportEmail = 'support@benefits-portal.example';

const message = {
  strFirst_Nm: 'Jane',
  strLast_Nm: 'Rivera',
  strEmail: 'jane.rivera@example.org',
  strPhone: '(202) 555-0143',
  strTopic: 'PAY',
  strMessage: 'When is my next payment taken from my bank account?',
  strProductNm: 'MFB',
};

async function storedMessages(t: TestApp, email: string) {
  return t.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
}

async function outboxTo(t: TestApp, recipient: string) {
  return t.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('created_at')
    .execute();
}

describe('contact us (/tools/portalContactUsSendMail)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a visitor’s message, sends it to support and a receipt to the sender', async () => {
    const answer = await postEncrypted(t.app, contactUrl, message, { remoteAddress: '10.1.0.1' });

    expect(answer.statusCode).toBe(200);
    expect(answer.sealed).toBe(true);
    const body = answer.json();
    expect(body.returnCode).toBe(200);
    const reference: string = body.strReturnObject.strReference;
    expect(reference).toMatch(/^C-[2-9A-HJKMNP-Z]{8}$/);

    const [row, ...others] = await storedMessages(t, message.strEmail);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      reference,
      product_line: 'MFB',
      member_id: null,
      first_name: 'Jane',
      last_name: 'Rivera',
      phone: '2025550143',
      topic: 'PAY',
      message: message.strMessage,
      support_delivery: 'sent',
    });
    expect(row?.sent_at).not.toBeNull();

    const [toSupport] = (await outboxTo(t, supportEmail)).filter((sent) =>
      sent.subject?.includes(reference),
    );
    expect(toSupport?.subject).toBe(`Contact us: Billing and payments (${reference})`);
    expect(toSupport?.body).toContain('From: Jane Rivera');
    expect(toSupport?.body).toContain('Email: jane.rivera@example.org');
    expect(toSupport?.body).toContain('Member: a visitor (not signed in)');
    expect(toSupport?.body).toContain(message.strMessage);

    const [receipt, ...more] = await outboxTo(t, message.strEmail);
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe(`We received your message (${reference})`);
    expect(receipt?.body).toContain(`Your reference is ${reference}.`);
    // The receipt goes to whatever address was typed: it never repeats what was typed.
    expect(receipt?.body).not.toContain(message.strMessage);
    expect(receipt?.body).not.toContain('Jane');
  });

  it("files a message under the site's edition, and refuses a body naming the other", async () => {
    const email = 'edition.check@example.com';
    const onMp = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strEmail: email, strProductNm: 'MP' },
      { edition: 'MP', remoteAddress: '10.1.0.5' },
    );
    expect(onMp.json().returnCode).toBe(200);
    expect((await storedMessages(t, email)).map((row) => row.product_line)).toEqual(['MP']);

    const forged = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strEmail: email, strProductNm: 'MP' },
      { remoteAddress: '10.1.0.5' },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ returnCode: 400 });
    expect(await storedMessages(t, email)).toHaveLength(1);
  });

  it("files a message as a visitor's when the token is of the other edition's site", async () => {
    const token = await signInToken(t.app, { strUserid: 'ind.member', strProductNm: 'MP' });
    const email = 'other.site@example.com';
    const answer = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strEmail: email },
      { token, remoteAddress: '10.1.0.6' },
    );
    expect(answer.json().returnCode).toBe(200);
    const [row] = await storedMessages(t, email);
    expect(row).toMatchObject({ member_id: null, product_line: 'MFB' });
  });

  it('files a signed-in member’s message under their id', async () => {
    const token = await signInToken(t.app);
    const email = 'jordan.rivera@example.org';
    const answer = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strEmail: email, strPhone: '' },
      { token, remoteAddress: '10.1.0.2' },
    );

    expect(answer.json().returnCode).toBe(200);
    const [row] = await storedMessages(t, email);
    expect(row).toMatchObject({ member_id: '7100000001', phone: null });
    const [toSupport] = await outboxTo(t, supportEmail).then((sent) =>
      sent.filter((one) => one.body?.includes(email)),
    );
    expect(toSupport?.body).toContain('Member: 7100000001 (signed in)');
  });

  it('treats a stale token as a visitor rather than refusing the message', async () => {
    const email = 'stale.token@example.org';
    const answer = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strEmail: email },
      { token: 'not-a-live-token', remoteAddress: '10.1.0.3' },
    );
    expect(answer.json().returnCode).toBe(200);
    expect((await storedMessages(t, email))[0]?.member_id).toBeNull();
  });

  it('refuses bad input with 400 in the envelope, naming the fields, and stores nothing', async () => {
    const email = 'not-an-address';
    const answer = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strEmail: email, strMessage: '   ', strTopic: 'Billing' },
      { remoteAddress: '10.1.0.4' },
    );

    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.returnCode).toBe(400);
    expect(typeof body.strServerDate).toBe('string');
    expect(body.strReturnObject.strMessage).toMatch(/^Invalid request \(/);
    for (const field of ['strEmail', 'strTopic', 'strMessage']) {
      expect(body.strReturnObject.strMessage).toContain(field);
    }
    // Values are never echoed.
    expect(body.strReturnObject.strMessage).not.toContain(email);
    expect(await storedMessages(t, email)).toEqual([]);
  });

  it('refuses a NUL in the message with the same 400 on SQLite and PostgreSQL, storing nothing', async () => {
    // Issue 14: PostgreSQL answered 500 (no NUL in a text column); SQLite stored it as is.
    const email = 'nul.in.message@example.org';
    const answer = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strEmail: email, strMessage: 'When is my payment\u0000 taken?' },
      { remoteAddress: '10.1.0.6' },
    );

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      returnCode: 400,
      strReturnObject: { strMessage: 'Invalid request (strMessage: custom).' },
    });
    expect(await storedMessages(t, email)).toEqual([]);
    expect(await outboxTo(t, email)).toEqual([]);
  });

  it('keeps the line breaks and tabs of a message', async () => {
    const email = 'paragraphs@example.org';
    const paragraphs = 'Hello,\r\n\r\n\tWhen is my next payment taken?\nThank you.';
    const answer = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strEmail: email, strMessage: paragraphs },
      { remoteAddress: '10.1.0.7' },
    );
    expect(answer.json().returnCode).toBe(200);
    expect((await storedMessages(t, email))[0]?.message).toBe(paragraphs);
  });

  it('refuses a message over 2,000 characters and unknown fields', async () => {
    const long = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strMessage: 'x'.repeat(2001) },
      { remoteAddress: '10.1.0.5' },
    );
    expect(long.statusCode).toBe(400);
    const extra = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strBcc: 'everyone@example.org' },
      { remoteAddress: '10.1.0.5' },
    );
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a plaintext body (the call is encrypted)', async () => {
    const answer = await t.app.inject({ method: 'POST', url: contactUrl, payload: message });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().returnCode).toBe(400);
  });
});

describe('contact us, rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_CONTACT_PER_HOUR: '2' } });
  });
  afterAll(() => t.close());

  it('takes two messages an hour from an address, then answers 429 with Retry-After', async () => {
    const from = { remoteAddress: '10.2.0.1' };
    for (const email of ['one@example.org', 'two@example.org']) {
      const answer = await postEncrypted(t.app, contactUrl, { ...message, strEmail: email }, from);
      expect(answer.json().returnCode).toBe(200);
    }
    const third = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strEmail: 'three@example.org' },
      from,
    );
    expect(third.statusCode).toBe(429);
    expect(third.json().returnCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedMessages(t, 'three@example.org')).toEqual([]);
    expect(await outboxTo(t, 'three@example.org')).toEqual([]);

    // Another address has its own count.
    const elsewhere = await postEncrypted(
      t.app,
      contactUrl,
      { ...message, strEmail: 'four@example.org' },
      { remoteAddress: '10.2.0.2' },
    );
    expect(elsewhere.json().returnCode).toBe(200);
  });
});

/** A loopback port with nothing listening: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('contact us, when the mail relay is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
    });
  });
  afterAll(() => t.close());

  it('keeps the message and answers 503 with the service-unavailable message', async () => {
    const answer = await postEncrypted(t.app, contactUrl, message, { remoteAddress: '10.3.0.1' });

    expect(answer.statusCode).toBe(503);
    const body = answer.json();
    expect(body.returnCode).toBe(503);
    expect(body.strReturnObject).toEqual({
      strMessage: "We're unable to complete your request at this time.",
    });
    const [row] = await storedMessages(t, message.strEmail);
    expect(row).toMatchObject({ support_delivery: 'failed', sent_at: null });
    expect(row?.message).toBe(message.strMessage);
    // Nothing was sent, so nothing is recorded as sent, and no receipt went out.
    expect(await outboxTo(t, supportEmail)).toEqual([]);
    expect(await outboxTo(t, message.strEmail)).toEqual([]);
  });
});
