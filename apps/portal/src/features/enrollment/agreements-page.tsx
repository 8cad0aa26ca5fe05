import { EnrollmentStepGate } from './enrollment-step-gate.js';

/** Placeholder of the skeleton branch: a helper builds this step. */
export function AgreementsPage() {
  return (
    <EnrollmentStepGate page="AGREEMENTS">
      <h1>Agreements</h1>
    </EnrollmentStepGate>
  );
}
