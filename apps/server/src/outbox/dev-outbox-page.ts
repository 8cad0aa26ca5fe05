import type { Selectable } from 'kysely';
import type { OutboxMessagesTable } from '../db/database-schema.js';

/**
 * /dev/outbox as HTML made on the server: no script and no inline style, so it lives under the
 * service's Content-Security-Policy with its one linked stylesheet, like /api/docs.
 */

export const devOutboxCopy = {
  title: 'Demo outbox',
  intro:
    'The emails and text messages this demo service has sent, newest first. One-time codes arrive here. This page exists only in demo mode.',
  refresh: 'Refresh',
  caption: 'Messages sent',
  columns: {
    sent: 'Sent (UTC)',
    channel: 'Channel',
    to: 'To',
    subject: 'Subject',
    message: 'Message',
  },
  channels: { email: 'Email', sms: 'Text message' },
  noSubject: '—',
  sentBySmtp: 'Sent through SMTP; not kept here.',
  empty: 'Nothing has been sent yet.',
} as const;

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** '2026-11-21T14:05:09.123Z' -> '2026-11-21 14:05:09' */
const readableInstant = (iso: string) => iso.slice(0, 19).replace('T', ' ');

function row(message: Selectable<OutboxMessagesTable>): string {
  const cells = [
    `<td><time datetime="${escapeHtml(message.created_at)}">${escapeHtml(readableInstant(message.created_at))}</time></td>`,
    `<td>${devOutboxCopy.channels[message.channel]}</td>`,
    `<td>${escapeHtml(message.recipient)}</td>`,
    `<td>${escapeHtml(message.subject ?? devOutboxCopy.noSubject)}</td>`,
    `<td class="message">${escapeHtml(message.body ?? devOutboxCopy.sentBySmtp)}</td>`,
  ];
  return `<tr>${cells.join('')}</tr>`;
}

export function renderDevOutboxPage(messages: Selectable<OutboxMessagesTable>[]): string {
  const { columns } = devOutboxCopy;
  const body =
    messages.length === 0
      ? `<p>${devOutboxCopy.empty}</p>`
      : `<table><caption>${devOutboxCopy.caption}</caption><thead><tr>${[
          columns.sent,
          columns.channel,
          columns.to,
          columns.subject,
          columns.message,
        ]
          .map((name) => `<th scope="col">${name}</th>`)
          .join('')}</tr></thead><tbody>${messages.map(row).join('')}</tbody></table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${devOutboxCopy.title}</title>
<link rel="stylesheet" href="/dev/outbox.css">
</head>
<body>
<main>
<h1>${devOutboxCopy.title}</h1>
<p>${devOutboxCopy.intro}</p>
<p><a href="/dev/outbox">${devOutboxCopy.refresh}</a></p>
${body}
</main>
</body>
</html>
`;
}

export const devOutboxStylesheet = `
body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fff; line-height: 1.5; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
a { color: #0b4f8a; }
a:focus-visible { outline: 3px solid #0b4f8a; outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #6b6b6b; padding: 0.5rem; }
td.message { white-space: pre-wrap; overflow-wrap: anywhere; }
`;
