import { routeHandle } from '../app/route-handle.js';
import { SelectPlanPage } from '../features/plan-choice/select-plan-page.js';

export const handle = routeHandle('Choose your plan', 'member');

export default SelectPlanPage;
