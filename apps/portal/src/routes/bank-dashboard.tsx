import { routeHandle } from '../app/route-handle.js';
import { BankDashboardPage } from '../features/bank-dashboard/bank-dashboard-page.js';

// Unguarded in the spec (sections 2 and 6): it explains itself to a visitor.
export const handle = routeHandle('Bank accounts', 'unguarded');

export default BankDashboardPage;
