import { routeHandle } from '../app/route-handle.js';
import { CheckYourAnswersPage } from '../features/account-creation/check-answers-page.js';

// Public while the visitor's application exists (architecture, 'Navigation in multi-step flows').
export const handle = routeHandle('Check your answers', 'public');

export default CheckYourAnswersPage;
