import { routeHandle } from '../app/route-handle.js';
import { PlanOptionPage } from '../features/plan-choice/plan-option-page.js';

export const handle = routeHandle('Plan year', 'member');

export default PlanOptionPage;
