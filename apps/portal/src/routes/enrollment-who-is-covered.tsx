import { routeHandle } from '../app/route-handle.js';
import { FamilyPage } from '../features/enrollment/family-page.js';

export const handle = routeHandle('Who is covered', 'member');

export default FamilyPage;
