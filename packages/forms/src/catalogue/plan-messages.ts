import type { CatalogueEntry } from './catalogue-entry.js';
import { fillPlaceholders, type MessageParams } from './customer-care.js';

/**
 * What the plan and dashboard calls write into their answers (issue 20): why something is not
 * found, and how to take today, by phone, a step that is not online yet. Apart from the error
 * catalogue because only the service writes them: a page with a form (which bundles that
 * catalogue) does not download them. Plain-language text of ours (the spec shows none).
 */
export const planMessages = {
  programNotOffered: {
    text: 'This program is not offered online yet. Please call customer care at {phone}.',
    ours: true,
  },
  planNotFound: { text: 'We could not find this plan.', ours: true },
  enrollmentNotFound: { text: 'We could not find this enrollment.', ours: true },
  paymentsByPhone: {
    text: 'Paying online is not available yet. To make a payment or change how you pay, call customer care at {phone}.',
    ours: true,
  },
  familyChangesByPhone: {
    text: 'Adding or removing family members online is not available yet. To make a change, call customer care at {phone}.',
    ours: true,
  },
  cancelByPhone: {
    text: 'To cancel your enrollment or its automatic renewal, call customer care at {phone}.',
    ours: true,
  },
  planChangeByPhone: {
    text: 'Outside open season your plan can change only after a qualifying life event. To report one, call customer care at {phone}.',
    ours: true,
  },
  enrollmentClosed: {
    text: 'You cannot enroll online right now. The next open season runs from {from} to {to}. If you had a qualifying life event, call customer care at {phone}.',
    ours: true,
  },
} as const satisfies Record<string, CatalogueEntry>;

export type PlanMessageKey = keyof typeof planMessages;

/** The text of a plan message, `{phone}` and the other placeholders filled. */
export function formatPlanMessage(key: PlanMessageKey, params?: MessageParams): string {
  return fillPlaceholders(planMessages[key].text, params);
}
