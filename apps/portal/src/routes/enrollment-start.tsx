import { routeHandle } from '../app/route-handle.js';
import { EnrollmentStepGate } from '../features/enrollment/enrollment-step-gate.js';

export const handle = routeHandle('Enrollment', 'member');

/**
 * /enrollment, where every Enroll button and the sign-in's enrollment codes lead: resumes the
 * draft at its step, else starts from the plan chosen, else from choosing a plan.
 */
export default function Page() {
  return <EnrollmentStepGate page="START" />;
}
