import { codesOf } from './code-list.js';

/**
 * What a contact-us message is about (ours: the spec names the call, not its fields). Support reads
 * the topic first, so the list follows the questions members bring most: enrolling, paying, their
 * account, and using an attorney.
 */
export const contactTopics = {
  ENR: 'Enrolling or changing my plan',
  PAY: 'Billing and payments',
  ACC: 'My account or logging in',
  ATT: 'Finding or using an attorney',
  OTH: 'Something else',
} as const;

export type ContactTopic = keyof typeof contactTopics;
export const contactTopicValues = codesOf(contactTopics);
