import { z } from 'zod/mini';
import {
  alternatePhoneTypeValues,
  notificationPreferenceValues,
  phoneTypeValues,
} from '../code-lists/contact-and-phone.js';
import { hasGivenElectronicConsent, needsElectronicConsent } from '../rules/consent-rules.js';
import { doEmailsDiffer, isEmailAddress } from '../rules/email-rules.js';
import { isUsPhoneNumber } from '../rules/phone-rules.js';
import {
  addFieldIssue,
  emailField,
  optionalCode,
  optionalText,
  requiredCode,
  requiredText,
} from './field-schemas.js';
import { nameFields } from './personal-info-schema.js';

/**
 * My profile: name, phones, emails and how to be notified. The secondary email must differ from
 * the primary (reported on the secondary); an alternate phone needs its type; choosing email
 * notices (E or B) needs the electronic-communication consent.
 */
export const profileSchema = z
  .object({
    ...nameFields,
    primaryPhone: requiredText([isUsPhoneNumber, 'invalidPhone']),
    primaryPhoneType: requiredCode(phoneTypeValues),
    alternatePhone: optionalText([isUsPhoneNumber, 'invalidPhone']),
    alternatePhoneType: optionalCode(alternatePhoneTypeValues),
    primaryEmail: emailField(),
    secondaryEmail: optionalText([isEmailAddress, 'invalidEmail']),
    notificationPreference: requiredCode(notificationPreferenceValues),
    electronicConsent: z.boolean({ error: 'consentRequired' }),
  })
  .check(
    z.superRefine((profile, ctx) => {
      if (profile.alternatePhone && profile.alternatePhoneType === undefined) {
        addFieldIssue(ctx, 'alternatePhoneType', 'required');
      }
      if (profile.secondaryEmail && !doEmailsDiffer(profile.primaryEmail, profile.secondaryEmail)) {
        addFieldIssue(ctx, 'secondaryEmail', 'emailDiffers');
      }
      if (
        needsElectronicConsent(profile.notificationPreference) &&
        !hasGivenElectronicConsent(profile.electronicConsent)
      ) {
        addFieldIssue(ctx, 'electronicConsent', 'consentRequired');
      }
    }),
  );

export type ProfileForm = z.infer<typeof profileSchema>;
