import { z } from 'zod/mini';
import { contactMethodValues } from '../code-lists/contact-and-phone.js';
import { ONE_TIME_CODE_LENGTH } from '../limits.js';
import { requiredCode, requiredText } from './field-schemas.js';

const ONE_TIME_CODE = new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`);

/** Two-step verification, sending: where the code goes (E email, S SMS). */
export const sendOneTimeCodeSchema = z.object({
  method: requiredCode(contactMethodValues),
});

/**
 * Two-step verification, entering the code: six digits. Whether it is right, expired or failed
 * too often is the service's answer (messages oneTimeCodeInvalid, oneTimeCodeExpired...).
 */
export const oneTimeCodeSchema = z.object({
  code: requiredText([(value) => ONE_TIME_CODE.test(value), 'pattern']),
});

export type SendOneTimeCodeForm = z.infer<typeof sendOneTimeCodeSchema>;
export type OneTimeCodeForm = z.infer<typeof oneTimeCodeSchema>;
