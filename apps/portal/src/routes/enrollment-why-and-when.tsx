import { routeHandle } from '../app/route-handle.js';
import { ReasonPage } from '../features/enrollment/reason-page.js';

export const handle = routeHandle('Why and when', 'member');

export default ReasonPage;
