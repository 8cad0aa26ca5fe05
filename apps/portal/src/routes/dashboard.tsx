import { routeHandle } from '../app/route-handle.js';
import { DashboardPage } from '../features/dashboard/dashboard-page.js';

export const handle = routeHandle('Dashboard', 'member');

export default DashboardPage;
