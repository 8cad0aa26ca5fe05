import { routeHandle } from '../app/route-handle.js';
import { SecurityDashboardPage } from '../features/security-dashboard/security-dashboard-page.js';

export const handle = routeHandle('Security settings', 'member');

export default SecurityDashboardPage;
