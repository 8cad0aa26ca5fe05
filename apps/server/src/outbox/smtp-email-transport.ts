import nodemailer from 'nodemailer';

export interface EmailToSend {
  to: string;
  subject: string;
  text: string;
}

/** Hands an email to an SMTP server; rejects when the server does not accept it. */
export type SendEmail = (email: EmailToSend) => Promise<void>;

/**
 * nodemailer's SMTP transport over `smtpUrl` (smtp:// or smtps://, credentials in the URL).
 * One pooled transport for the life of the service; `close` ends its connections at shutdown.
 */
export function createSmtpEmailTransport(
  smtpUrl: string,
  from: string,
): { send: SendEmail; close(): void } {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ to, subject, text });
    },
    close() {
      transport.close();
    },
  };
}
