import { EnrollmentStepGate } from './enrollment-step-gate.js';

/** Placeholder of the skeleton branch: a helper builds this step. */
export function EnrollmentCheckAnswersPage() {
  return (
    <EnrollmentStepGate page="REVIEW">
      <h1>Check your answers</h1>
    </EnrollmentStepGate>
  );
}
