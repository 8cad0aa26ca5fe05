import { z } from 'zod/mini';
import { contactMethodValues } from '../code-lists/contact-and-phone.js';
import { yesNoValues } from '../code-lists/person.js';
import { addFieldIssue, requiredCode } from './field-schemas.js';

/**
 * Security settings, contact methods: where two-step codes go (E email, S SMS) and which alerts
 * the member gets (strEmailUserPref, strSmsUserPref). Text messages need a mobile phone on the
 * profile; `hasMobilePhone` says whether there is one.
 */
export function createContactMethodsSchema({ hasMobilePhone }: { hasMobilePhone: boolean }) {
  return z
    .object({
      twoFactorMethod: requiredCode(contactMethodValues),
      emailAlerts: requiredCode(yesNoValues),
      textAlerts: requiredCode(yesNoValues),
    })
    .check(
      z.superRefine(({ twoFactorMethod, textAlerts }, ctx) => {
        if (hasMobilePhone) return;
        if (twoFactorMethod === 'S') addFieldIssue(ctx, 'twoFactorMethod', 'smsNeedsMobilePhone');
        if (textAlerts === 'Y') addFieldIssue(ctx, 'textAlerts', 'smsNeedsMobilePhone');
      }),
    );
}

export type ContactMethodsForm = z.infer<ReturnType<typeof createContactMethodsSchema>>;
