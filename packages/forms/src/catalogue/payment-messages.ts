import type { ProgramId } from '../code-lists/program-ids.js';
import type { CatalogueEntry } from './catalogue-entry.js';

/*
 * Spec section 8: payment messages exist once in general and once per program (dental, vision,
 * long term care, federal health), identified by a suffix on the key. The wording is not shown in
 * the spec, so it is ours; the program variants name the program so a member paying for several
 * knows which payment failed.
 */

export const paymentProgramSuffixes = {
  general: '',
  DEN: 'Dental',
  VIS: 'Vision',
  FLTCIP: 'LongTermCare',
  FEHB: 'FederalHealth',
} as const;

type PaymentSuffix = (typeof paymentProgramSuffixes)[keyof typeof paymentProgramSuffixes];

const programNoun: Record<PaymentSuffix, string> = {
  '': '',
  Dental: 'dental ',
  Vision: 'vision ',
  LongTermCare: 'long term care ',
  FederalHealth: 'health ',
};

/** Each payment message, written with `{program}` where the program's name goes. */
const paymentMessageTemplates = {
  paymentCancelFailed:
    "We couldn't cancel this {program}payment. Please call customer care at {phone}.",
  initialPaymentFailed:
    "We couldn't process your initial {program}payment. Please call customer care at {phone}.",
  paymentDateWeekend: 'The {program}payment date cannot be a Saturday or Sunday. Choose a weekday.',
  invalidRoutingNumberOrAccountType:
    'The routing number or account type for this {program}payment is not valid. Check your bank details and try again.',
  paymentDeclinedByBank:
    'Your bank declined this {program}payment. Check with your bank or use another account.',
  invalidBankAuthorization:
    'This bank authorization request for your {program}payment is not valid. Please start again.',
  bankAuthorizationFailed:
    "We couldn't authorize your bank for this {program}payment. Please try again or call customer care at {phone}.",
  paymentAlreadyCancelled: 'This {program}payment has already been cancelled.',
} as const;

export type PaymentMessageBase = keyof typeof paymentMessageTemplates;
export type PaymentMessageKey = `${PaymentMessageBase}${PaymentSuffix}`;

function buildPaymentMessages(): Record<PaymentMessageKey, CatalogueEntry> {
  const entries: Partial<Record<PaymentMessageKey, CatalogueEntry>> = {};
  for (const [base, template] of Object.entries(paymentMessageTemplates)) {
    for (const suffix of Object.values(paymentProgramSuffixes)) {
      entries[`${base as PaymentMessageBase}${suffix}`] = {
        text: template.replace('{program}', programNoun[suffix]),
        ours: true,
      };
    }
  }
  return entries as Record<PaymentMessageKey, CatalogueEntry>;
}

export const paymentMessages = buildPaymentMessages();

/** The key of a payment message for a program: its own variant, or the general one (LAW, FSA...). */
export function paymentMessageKey(
  base: PaymentMessageBase,
  program?: ProgramId,
): PaymentMessageKey {
  const suffix: PaymentSuffix =
    program !== undefined && Object.hasOwn(paymentProgramSuffixes, program)
      ? paymentProgramSuffixes[program as keyof typeof paymentProgramSuffixes]
      : '';
  return `${base}${suffix}`;
}
