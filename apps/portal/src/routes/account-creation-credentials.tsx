import { routeHandle } from '../app/route-handle.js';
import { CredentialsPage } from '../features/account-creation/credentials-page.js';

// Public while the visitor's application exists (architecture, 'Navigation in multi-step flows').
export const handle = routeHandle('Create your sign-in details', 'public');

export default CredentialsPage;
