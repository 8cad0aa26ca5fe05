/** @portal/api/contact: the Contact Us message. */
export {
  type ContactUsRequest,
  type ContactUsResponse,
  contactUsPath,
  contactUsRequestSchema,
  contactUsResponseSchema,
  contactUsReturnObjectSchema,
  portalContactUsSendMailEndpoint,
} from './contracts/contact-contract.js';
