import { routeHandle } from '../app/route-handle.js';
import { ProgramDashboardPage } from '../features/dashboard/program-dashboard-page.js';

export const handle = routeHandle('Program dashboard', 'member');

export default ProgramDashboardPage;
