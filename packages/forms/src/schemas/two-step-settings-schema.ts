import { z } from 'zod/mini';
import { contactMethodValues } from '../code-lists/contact-and-phone.js';
import { yesNoValues } from '../code-lists/person.js';
import { addFieldIssue, requiredCode } from './field-schemas.js';

/**
 * Security settings, two-step verification: on or off (Y/N), and where the codes go (E email,
 * S SMS). Codes by text message need a mobile phone on the profile, codes by email an address
 * that is not flagged invalid. The method is kept while two-step is off, so turning it on again needs no choice.
 */
export function createTwoStepSettingsSchema({
  hasMobilePhone,
  hasValidEmail = true,
}: {
  hasMobilePhone: boolean;
  /** False when every email on file is flagged invalid (or there is none). */
  hasValidEmail?: boolean;
}) {
  return z
    .object({
      twoStepEnabled: requiredCode(yesNoValues),
      twoStepMethod: requiredCode(contactMethodValues),
    })
    .check(
      z.superRefine(({ twoStepMethod }, ctx) => {
        if (twoStepMethod === 'S' && !hasMobilePhone) {
          addFieldIssue(ctx, 'twoStepMethod', 'smsNeedsMobilePhone');
        }
        if (twoStepMethod === 'E' && !hasValidEmail) {
          addFieldIssue(ctx, 'twoStepMethod', 'emailCodesNeedValidEmail');
        }
      }),
    );
}

export type TwoStepSettingsForm = z.infer<ReturnType<typeof createTwoStepSettingsSchema>>;
