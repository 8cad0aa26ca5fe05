import { EnrollmentStepGate } from './enrollment-step-gate.js';

/** Placeholder of the skeleton branch: a helper builds this step. */
export function PaymentPage() {
  return (
    <EnrollmentStepGate page="PAYMENT">
      <h1>How to pay</h1>
    </EnrollmentStepGate>
  );
}
