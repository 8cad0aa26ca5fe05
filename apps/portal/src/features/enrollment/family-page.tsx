import { EnrollmentStepGate } from './enrollment-step-gate.js';

/** Placeholder of the skeleton branch: a helper builds this step. */
export function FamilyPage() {
  return (
    <EnrollmentStepGate page="FAMILY">
      <h1>Who is covered</h1>
    </EnrollmentStepGate>
  );
}
