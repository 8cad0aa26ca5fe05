import { routeHandle } from '../app/route-handle.js';
import { AlertsPage } from '../features/alerts/alerts-page.js';

export const handle = routeHandle('Alerts', 'member');

export default AlertsPage;
