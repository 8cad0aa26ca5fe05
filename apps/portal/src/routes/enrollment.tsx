import { Outlet } from 'react-router';
import { EnrollmentFlowProvider } from '../features/enrollment/enrollment-flow.js';

/**
 * The enrollment pages (spec section 2: /enrollment; issue 21), one route per step under this
 * layout, which reads the member's draft once for all of them.
 */
export default function EnrollmentLayout() {
  return (
    <EnrollmentFlowProvider>
      <Outlet />
    </EnrollmentFlowProvider>
  );
}
