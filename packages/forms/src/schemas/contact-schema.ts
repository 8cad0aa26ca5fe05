import { z } from 'zod/mini';
import { contactTopicValues } from '../code-lists/contact-topics.js';
import { CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.js';
import { isUsPhoneNumber } from '../rules/phone-rules.js';
import {
  emailField,
  maxLength,
  optionalText,
  personName,
  requiredCode,
  requiredMultiLineText,
  requiredText,
} from './field-schemas.js';

/**
 * Contact us (portalContactUsSendMail): who is writing, how to reach them, what it is about and the
 * message. The service checks the same schema (through its contract), so both refuse alike.
 */
export const contactSchema = z.object({
  firstName: requiredText(maxLength(NAME_MAX_LENGTH), personName),
  lastName: requiredText(maxLength(NAME_MAX_LENGTH), personName),
  email: emailField(),
  phone: optionalText([isUsPhoneNumber, 'invalidPhone']),
  topic: requiredCode(contactTopicValues),
  message: requiredMultiLineText(maxLength(CONTACT_MESSAGE_MAX_LENGTH)),
});

export type ContactForm = z.infer<typeof contactSchema>;
