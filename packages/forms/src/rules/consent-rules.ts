import type { NotificationPreference } from '../code-lists/contact-and-phone.js';

/** Spec section 5: the member must agree to electronic communication (a ticked box, nothing else). */
export function hasGivenElectronicConsent(consent: unknown): boolean {
  return consent === true;
}

/** Notices by email (E alone, or B both) are electronic communication, so they need the consent. */
export function needsElectronicConsent(preference: NotificationPreference): boolean {
  return preference !== 'L';
}
