import { EnrollmentStepGate } from './enrollment-step-gate.js';

/** Placeholder of the skeleton branch: a helper builds this step. */
export function ReasonPage() {
  return (
    <EnrollmentStepGate page="REASON">
      <h1>Why and when</h1>
    </EnrollmentStepGate>
  );
}
