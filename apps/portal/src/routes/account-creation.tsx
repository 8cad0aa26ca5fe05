import { Outlet } from 'react-router';
import { AccountCreationFlowProvider } from '../features/account-creation/account-creation-flow.js';

/**
 * The account-creation pages (spec section 2), one route each under this layout, which loads the
 * visitor's application once for all of them and keeps it while the member moves between steps.
 */
export default function AccountCreationLayout() {
  return (
    <AccountCreationFlowProvider>
      <Outlet />
    </AccountCreationFlowProvider>
  );
}
