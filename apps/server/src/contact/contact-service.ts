import { randomInt, randomUUID } from 'node:crypto';
import type { ContactTopic, ProductFlag } from '@portal/forms/code-lists';
import { normalisePhoneNumber } from '@portal/forms/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/create-database.js';
import type { Messenger } from '../outbox/messenger.js';
import {
  acknowledgementOf,
  type ContactMessageForEmail,
  supportEmailOf,
} from './contact-emails.js';
import { insertContactMessage, recordSupportDelivery } from './contact-queries.js';

/** A message as the contract hands it over (already checked against the contact schema). */
export interface ContactMessageInput {
  productLine: ProductFlag;
  memberId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | undefined;
  topic: ContactTopic;
  message: string;
}

export type ContactOutcome =
  | { kind: 'sent'; reference: string }
  /** Stored, but support could not be emailed now ('failed' in the table, for a later resend). */
  | { kind: 'not-sent'; reference: string };

// No 0/O or 1/I/L: a reference is read out over the phone.
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 'C-' and eight characters: about 8.5e11 possibilities; the column is unique all the same. */
export function createContactReference(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) {
    code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  }
  return `C-${code}`;
}

/**
 * Stores the message first, so it survives whatever happens to the email, then emails it to
 * support and, once support has it, sends the sender a receipt. A receipt that fails is logged and
 * not the member's problem: support has the message.
 */
export async function submitContactMessage(
  {
    db,
    messenger,
    supportEmail,
    log,
  }: {
    db: Database;
    messenger: Messenger;
    supportEmail: string;
    log: FastifyBaseLogger;
  },
  input: ContactMessageInput,
  now: Date = new Date(),
): Promise<ContactOutcome> {
  const messageId = randomUUID();
  const stored: ContactMessageForEmail = {
    reference: createContactReference(),
    productLine: input.productLine,
    memberId: input.memberId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ? normalisePhoneNumber(input.phone) : null,
    topic: input.topic,
    message: input.message,
  };
  await insertContactMessage(db, {
    message_id: messageId,
    reference: stored.reference,
    product_line: stored.productLine,
    member_id: stored.memberId,
    first_name: stored.firstName,
    last_name: stored.lastName,
    email: stored.email,
    phone: stored.phone,
    topic: stored.topic,
    message: stored.message,
    support_delivery: 'pending',
    created_at: now.toISOString(),
    sent_at: null,
  });

  try {
    await messenger.sendEmail(supportEmailOf(stored, supportEmail));
  } catch (error) {
    await recordSupportDelivery(db, messageId, 'failed', null);
    // The error of a mail relay names hosts, not the message; the reference finds the row.
    log.error({ err: error, reference: stored.reference }, 'contact message not sent to support');
    return { kind: 'not-sent', reference: stored.reference };
  }
  await recordSupportDelivery(db, messageId, 'sent', new Date());

  try {
    await messenger.sendEmail(acknowledgementOf(stored));
  } catch (error) {
    log.warn({ err: error, reference: stored.reference }, 'contact receipt not sent to the sender');
  }
  return { kind: 'sent', reference: stored.reference };
}
