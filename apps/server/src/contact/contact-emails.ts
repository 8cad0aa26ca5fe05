import { customerCarePhone } from '@portal/forms/catalogue';
import { type ContactTopic, contactTopics, type ProductFlag } from '@portal/forms/code-lists';
import type { OutgoingEmail } from '../outbox/messenger.js';

/** The message as stored, with what the emails need to say about it. */
export interface ContactMessageForEmail {
  reference: string;
  productLine: ProductFlag;
  memberId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  topic: ContactTopic;
  message: string;
}

/** The sites' names as members know them (the portal's edition content says the same). */
const siteNames: Record<ProductFlag, string> = {
  MFB: 'Federal Legal Plan',
  MP: 'Individual Legal Plans',
};

/**
 * The copy customer care reads. Everything the sender typed stays in the body: the subject holds
 * only our own words and the reference, so nothing typed can reach a header line.
 */
export function supportEmailOf(
  message: ContactMessageForEmail,
  supportEmail: string,
): OutgoingEmail {
  const lines = [
    `A message came through the contact-us form of the ${siteNames[message.productLine]} site (${message.productLine}).`,
    '',
    `Reference: ${message.reference}`,
    `From: ${message.firstName} ${message.lastName}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone ?? 'not given'}`,
    `Member: ${message.memberId ? `${message.memberId} (signed in)` : 'a visitor (not signed in)'}`,
    `Topic: ${contactTopics[message.topic]}`,
    '',
    'Message:',
    message.message,
  ];
  return {
    memberId: message.memberId,
    to: supportEmail,
    subject: `Contact us: ${contactTopics[message.topic]} (${message.reference})`,
    text: lines.join('\n'),
  };
}

/**
 * The sender's receipt. It does not repeat the message or the name typed: the form takes any
 * address, and an acknowledgement that echoed what was typed would let anyone send their own text
 * to a stranger from our address.
 */
export function acknowledgementOf(message: ContactMessageForEmail): OutgoingEmail {
  const lines = [
    'Hello,',
    '',
    `Thank you for contacting ${siteNames[message.productLine]}. We received your message about "${contactTopics[message.topic]}" and will answer by email within two business days.`,
    '',
    `Your reference is ${message.reference}. Please quote it if you call customer care at ${customerCarePhone()}.`,
    '',
    'For your privacy, this email does not repeat your message. If you did not write to us, you can ignore this email.',
  ];
  return {
    memberId: message.memberId,
    to: message.email,
    subject: `We received your message (${message.reference})`,
    text: lines.join('\n'),
  };
}
