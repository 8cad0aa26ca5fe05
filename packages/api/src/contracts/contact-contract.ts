import { productFlagValues } from '@portal/forms/code-lists';
import { contactSchema } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
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

/** The `portalContactUsSendMail` call: its path, contracts and how it travels (see endpoints.ts). */
export const portalContactUsSendMailEndpoint = {
  path: contactUsPath,
  request: contactUsRequestSchema,
  response: contactUsResponseSchema,
  idempotent: true,
  summary: 'Send a message to support (contact us)',
  description:
    'For visitors and members alike: with a bearer token the message is filed under the ' +
    "signed-in member. The fields follow the contact form's rules (a 400 names the fields at " +
    'fault). The message is stored, then emailed to support and acknowledged to the sender ' +
    '(returnCode 200 with a reference). When support cannot be emailed now the message stays ' +
    "stored and the answer is HTTP 503, returnCode 503, with the spec's service-unavailable " +
    'message. Rate limited per client address (HTTP 429).',
} as const satisfies Endpoint;
