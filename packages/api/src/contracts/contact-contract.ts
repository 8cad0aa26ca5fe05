import { contactSchema, productFlagValues } from '@portal/forms';
import { z } from 'zod';
import { envelopeSchema } from './envelope.js';

/** POST /tools/portalContactUsSendMail (spec section 7, Tools): the contact-us form. */
export const contactUsPath = '/tools/portalContactUsSendMail';

/**
 * The fields carry the contact form's own rules (@portal/forms contactSchema), so the service
 * refuses exactly what the form refuses. A member who is signed in sends the bearer token too, and
 * the service files the message under their member id; a visitor sends none.
 */
export const contactUsRequestSchema = z.strictObject({
  strFirst_Nm: contactSchema.shape.firstName,
  strLast_Nm: contactSchema.shape.lastName,
  strEmail: contactSchema.shape.email,
  strPhone: contactSchema.shape.phone,
  strTopic: contactSchema.shape.topic,
  strMessage: contactSchema.shape.message,
  strProductNm: z.enum(productFlagValues),
});

export const contactUsReturnObjectSchema = z.object({
  /** A short reference for the message, for the member to quote to customer care. */
  strReference: z.string(),
});

/**
 * returnCode 200: stored and sent to support. returnCode 503 (HTTP 503): stored, but it could not
 * be sent now; the message says so in the spec's words. 429: too many messages from this address.
 */
export const contactUsResponseSchema = envelopeSchema(contactUsReturnObjectSchema);

export type ContactUsRequest = z.input<typeof contactUsRequestSchema>;
export type ContactUsResponse = z.infer<typeof contactUsResponseSchema>;
