import { routeHandle } from '../app/route-handle.js';
import { ActivityLogPage } from '../features/activity-log/activity-log-page.js';

export const handle = routeHandle('Account activity', 'member');

export default ActivityLogPage;
