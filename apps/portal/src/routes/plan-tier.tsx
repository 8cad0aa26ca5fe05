import { routeHandle } from '../app/route-handle.js';
import { PlanTierPage } from '../features/plan-choice/plan-tier-page.js';

export const handle = routeHandle('Coverage', 'member');

export default PlanTierPage;
