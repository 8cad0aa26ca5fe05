import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.js';
import { isUsPhoneNumber } from '../rules/phone-rules.js';
import { emailField } from './credentials-schema.js';
import { maxLength, optionalText, personName, requiredText } from './field-schemas.js';

/** Contact us (portalContactUsSendMail): who is writing, how to reach them, and the message. */
export const contactSchema = z.object({
  firstName: requiredText(maxLength(NAME_MAX_LENGTH), personName),
  lastName: requiredText(maxLength(NAME_MAX_LENGTH), personName),
  email: emailField(),
  phone: optionalText([isUsPhoneNumber, 'invalidPhone']),
  topic: requiredText(),
  message: requiredText(maxLength(CONTACT_MESSAGE_MAX_LENGTH)),
});

export type ContactForm = z.infer<typeof contactSchema>;
