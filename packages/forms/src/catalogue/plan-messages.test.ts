import { describe, expect, it } from 'vitest';
import { CUSTOMER_CARE_PHONE } from './customer-care.js';
import { errorCatalogue } from './error-catalogue.js';
import { formatPlanMessage, planMessages } from './plan-messages.js';

describe('plan messages', () => {
  it('say how to take by phone every step that is not online yet', () => {
    for (const key of ['paymentsByPhone', 'familyChangesByPhone', 'cancelByPhone'] as const) {
      expect(formatPlanMessage(key)).toContain(`call customer care at ${CUSTOMER_CARE_PHONE}.`);
    }
    expect(
      formatPlanMessage('enrollmentClosed', { from: 'November 10, 2027', to: 'December 8, 2027' }),
    ).toBe(
      `You cannot enroll online right now. The next open season runs from November 10, 2027 to December 8, 2027. If you had a qualifying life event, call customer care at ${CUSTOMER_CARE_PHONE}.`,
    );
  });

  it('stay out of the error catalogue that pages with a form download', () => {
    for (const key of Object.keys(planMessages))
      expect(Object.hasOwn(errorCatalogue, key)).toBe(false);
  });
});
