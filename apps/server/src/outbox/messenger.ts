import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/create-database.js';
import { insertOutboxMessage } from './outbox-queries.js';
import { createSmtpEmailTransport } from './smtp-email-transport.js';

export interface OutgoingEmail {
  /** The member the message is about, when there is one. */
  memberId: string | null;
  to: string;
  subject: string;
  text: string;
}

export interface OutgoingTextMessage {
  memberId: string | null;
  /** A phone number, digits only. */
  to: string;
  text: string;
}

/**
 * How the service reaches people. Email leaves through SMTP when SMTP_URL is set; otherwise (demo
 * mode) it stays in the outbox table for /dev/outbox. Text messages always go to the outbox: it is
 * the only SMS provider built in, and a real one plugs in behind `sendTextMessage`.
 * Both reject when the message could not be handed on, so a caller can tell the member.
 */
export interface Messenger {
  sendEmail(email: OutgoingEmail): Promise<void>;
  sendTextMessage(message: OutgoingTextMessage): Promise<void>;
  close(): void;
}

export interface MessengerOptions {
  db: Database;
  smtp: { url: string; from: string } | null;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createMessenger({
  db,
  smtp,
  log,
  now = () => new Date(),
}: MessengerOptions): Messenger {
  const smtpTransport = smtp ? createSmtpEmailTransport(smtp.url, smtp.from) : null;

  return {
    async sendEmail({ memberId, to, subject, text }) {
      if (smtpTransport) {
        await smtpTransport.send({ to, subject, text });
        // The fact of sending only: the body may hold a one-time code, which must not rest here.
        await insertOutboxMessage(
          db,
          {
            member_id: memberId,
            channel: 'email',
            recipient: to,
            subject,
            body: null,
            delivery: 'smtp',
          },
          now(),
        );
        log.info({ channel: 'email', delivery: 'smtp' }, 'email sent');
        return;
      }
      await insertOutboxMessage(
        db,
        {
          member_id: memberId,
          channel: 'email',
          recipient: to,
          subject,
          body: text,
          delivery: 'outbox',
        },
        now(),
      );
      log.info({ channel: 'email', delivery: 'outbox' }, 'email kept in the outbox');
    },

    async sendTextMessage({ memberId, to, text }) {
      await insertOutboxMessage(
        db,
        {
          member_id: memberId,
          channel: 'sms',
          recipient: to,
          subject: null,
          body: text,
          delivery: 'outbox',
        },
        now(),
      );
      log.info({ channel: 'sms', delivery: 'outbox' }, 'text message kept in the outbox');
    },

    close() {
      smtpTransport?.close();
    },
  };
}
