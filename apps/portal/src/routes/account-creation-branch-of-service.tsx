import { routeHandle } from '../app/route-handle.js';
import { BranchOfServicePage } from '../features/account-creation/branch-of-service-page.js';

// Public while the visitor's application exists (architecture, 'Navigation in multi-step flows').
export const handle = routeHandle('Your service', 'public');

export default BranchOfServicePage;
