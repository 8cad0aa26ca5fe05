import { z } from 'zod/mini';
import {
  alternatePhoneTypeValues,
  notificationPreferenceValues,
  phoneTypeValues,
} from '../code-lists/contact-and-phone.js';
import type { EnrollingAs } from '../code-lists/enrolling-as.js';
import {
  genderValues,
  maritalStatusValues,
  namePrefixValues,
  nameSuffixValues,
} from '../code-lists/person.js';
import { type IsoDate, isIsoDate } from '../dates/iso-date.js';
import { NAME_MAX_LENGTH } from '../limits.js';
import { doEmailsDiffer, doEmailsMatch, isEmailAddress } from '../rules/email-rules.js';
import { enrollmentAgeProblem } from '../rules/enrollment-age-rules.js';
import { isUsPhoneNumber } from '../rules/phone-rules.js';
import { isValidSsn } from '../rules/ssn-rules.js';
import {
  addFieldIssue,
  emailField,
  maxLength,
  optionalCode,
  optionalText,
  personName,
  requiredCode,
  requiredConsent,
  requiredDate,
  requiredText,
} from './field-schemas.js';

/** Name fields shared by the person forms: prefix and suffix from spec section 3's lists. */
export const nameFields = {
  prefix: optionalCode(namePrefixValues),
  firstName: requiredText(maxLength(NAME_MAX_LENGTH), personName),
  middleInitial: optionalText([(value) => /^\p{L}$/u.test(value), 'pattern']),
  lastName: requiredText(maxLength(NAME_MAX_LENGTH), personName),
  suffix: optionalCode(nameSuffixValues),
};

/** An SSN field: nine digits (dashes allowed), never a placeholder (spec sections 5 and 9). */
export function ssnField() {
  return requiredText([isValidSsn, 'invalidSsn']);
}

/**
 * Phones and emails of account creation (spec section 3's objuservo: strDay_Time_Ph with
 * strPrimaryPhone_type, strOther_Ph with strSecondaryPhone_type, strWork_Email, strOther_Email).
 * Spec section 5: the two emails must not match (reported on the other email), the work email and
 * its confirmation must match (reported on the confirmation), and the electronic-communication
 * consent is required to create an account online.
 */
export const contactFields = {
  primaryPhone: requiredText([isUsPhoneNumber, 'invalidPhone']),
  primaryPhoneType: requiredCode(phoneTypeValues),
  alternatePhone: optionalText([isUsPhoneNumber, 'invalidPhone']),
  alternatePhoneType: optionalCode(alternatePhoneTypeValues),
  workEmail: emailField(),
  confirmWorkEmail: requiredText(),
  otherEmail: optionalText([isEmailAddress, 'invalidEmail']),
  notificationPreference: requiredCode(notificationPreferenceValues),
  electronicConsent: requiredConsent('consentRequired'),
};

/**
 * Run the cross-field rules even when a field failed its own check: zod skips an object's checks
 * after an empty choice (an enum's issue aborts), which would hide 'the email addresses do not
 * match' until gender and the rest were chosen. The rules look only at values they can read.
 */
const alwaysRun = { when: () => true };

/**
 * Account creation, step 2 (personal info). `today` is the Eastern date (never the clock);
 * `enrollingAs` from get-started applies the survivor rule (under 16: customer service).
 * `ssnSaved`: the draft holds an SSN already (it is never sent back whole), so the screen may
 * leave the field blank to keep it; one typed is checked as ever. The service always parses with
 * the saved SSN filled in.
 */
export function createPersonalInfoSchema({
  today,
  enrollingAs,
  ssnSaved = false,
}: {
  today: IsoDate;
  enrollingAs?: EnrollingAs;
  ssnSaved?: boolean;
}) {
  return z
    .object({
      ...nameFields,
      dateOfBirth: requiredDate(),
      ssn: ssnSaved ? optionalText([isValidSsn, 'invalidSsn']) : ssnField(),
      gender: requiredCode(genderValues),
      married: requiredCode(maritalStatusValues),
      ...contactFields,
    })
    .check(
      z.superRefine((form, ctx) => {
        // Field checks may have failed already (issues do not abort): look only at valid values.
        const ageProblem = isIsoDate(form.dateOfBirth)
          ? enrollmentAgeProblem(form.dateOfBirth, today, enrollingAs)
          : undefined;
        if (ageProblem) addFieldIssue(ctx, 'dateOfBirth', ageProblem);
        if (form.alternatePhone && form.alternatePhoneType === undefined) {
          addFieldIssue(ctx, 'alternatePhoneType', 'required');
        }
        if (form.confirmWorkEmail && !doEmailsMatch(form.workEmail, form.confirmWorkEmail)) {
          addFieldIssue(ctx, 'confirmWorkEmail', 'emailMismatch');
        }
        if (form.otherEmail && !doEmailsDiffer(form.workEmail, form.otherEmail)) {
          addFieldIssue(ctx, 'otherEmail', 'emailDiffers');
        }
      }, alwaysRun),
    );
}

export type PersonalInfoForm = z.infer<ReturnType<typeof createPersonalInfoSchema>>;
