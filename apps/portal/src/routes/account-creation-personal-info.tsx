import { routeHandle } from '../app/route-handle.js';
import { PersonalInfoPage } from '../features/account-creation/personal-info-page.js';

// The steps after get-started count as public while the visitor's application exists; without
// one they lead to get-started (architecture, 'Navigation in multi-step flows').
export const handle = routeHandle('About you', 'public');

export default PersonalInfoPage;
