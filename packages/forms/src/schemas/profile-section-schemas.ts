import { z } from 'zod/mini';
import {
  alternatePhoneTypeValues,
  notificationPreferenceValues,
  phoneTypeValues,
} from '../code-lists/contact-and-phone.js';
import { profileSectionValues } from '../code-lists/flows.js';
import { yesNoValues } from '../code-lists/person.js';
import { hasGivenElectronicConsent, needsElectronicConsent } from '../rules/consent-rules.js';
import { doEmailsDiffer, doEmailsMatch, isEmailAddress } from '../rules/email-rules.js';
import { isUsPhoneNumber } from '../rules/phone-rules.js';
import {
  addFieldIssue,
  emailField,
  optionalCode,
  optionalText,
  requiredCode,
  requiredSecret,
  requiredText,
} from './field-schemas.js';

/*
 * My profile, one schema per section (issue 22): each section edits in place and saves alone, so
 * each has its own schema, checked the same on the screen and by the service. The names are not
 * edited here (they are fixed once the account exists); addresses use createAddressSchema.
 */

/** Spec section 5 rules look only at values that passed their own checks. */
const alwaysRun = { when: () => true };

/** Phones: the primary number with its type (M, H, W), an alternate with its type (M, O). */
export const profilePhonesSchema = z
  .object({
    primaryPhone: requiredText([isUsPhoneNumber, 'invalidPhone']),
    primaryPhoneType: requiredCode(phoneTypeValues),
    alternatePhone: optionalText([isUsPhoneNumber, 'invalidPhone']),
    alternatePhoneType: optionalCode(alternatePhoneTypeValues),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.alternatePhone && form.alternatePhoneType === undefined) {
        addFieldIssue(ctx, 'alternatePhoneType', 'required');
      }
    }, alwaysRun),
  );

/**
 * Emails: the work email and its confirmation must match; the other email, when given, must not
 * match the work email and must match its own confirmation (spec section 5).
 */
export const profileEmailsSchema = z
  .object({
    workEmail: emailField(),
    confirmWorkEmail: requiredText(),
    otherEmail: optionalText([isEmailAddress, 'invalidEmail']),
    confirmOtherEmail: optionalText(),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.confirmWorkEmail && !doEmailsMatch(form.workEmail, form.confirmWorkEmail)) {
        addFieldIssue(ctx, 'confirmWorkEmail', 'emailMismatch');
      }
      if (form.otherEmail && !doEmailsDiffer(form.workEmail, form.otherEmail)) {
        addFieldIssue(ctx, 'otherEmail', 'emailDiffers');
      }
      if (form.otherEmail && !doEmailsMatch(form.otherEmail, form.confirmOtherEmail ?? '')) {
        addFieldIssue(ctx, 'confirmOtherEmail', 'emailMismatch');
      }
    }, alwaysRun),
  );

/** How to hear from the plan: E, L or B; email notices (E, B) need the consent. */
export const notificationPreferenceSchema = z
  .object({
    notificationPreference: requiredCode(notificationPreferenceValues),
    electronicConsent: z.boolean({ error: 'consentRequired' }),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (
        form.notificationPreference !== undefined &&
        needsElectronicConsent(form.notificationPreference) &&
        !hasGivenElectronicConsent(form.electronicConsent)
      ) {
        addFieldIssue(ctx, 'electronicConsent', 'consentRequired');
      }
    }, alwaysRun),
  );

/**
 * Marketing preferences by section (spec section 3's codes A, C, M, P, B, S): yes or no for each
 * section the member changed; the others keep what is saved.
 */
export const marketingPreferencesSchema = z.object({
  sections: z.partialRecord(z.enum(profileSectionValues), requiredCode(yesNoValues)),
});

/** "Confirm it's you" with the password (a one-time code uses oneTimeCodeSchema). */
export const confirmItsYouSchema = z.object({
  password: requiredSecret(),
});

export type ProfilePhonesForm = z.infer<typeof profilePhonesSchema>;
export type ProfileEmailsForm = z.infer<typeof profileEmailsSchema>;
export type NotificationPreferenceForm = z.infer<typeof notificationPreferenceSchema>;
export type MarketingPreferencesForm = z.infer<typeof marketingPreferencesSchema>;
export type ConfirmItsYouForm = z.infer<typeof confirmItsYouSchema>;
