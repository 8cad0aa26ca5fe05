import { routeHandle } from '../app/route-handle.js';
import { GetStartedPage } from '../features/account-creation/get-started-page.js';

// A public page of spec section 2, prerendered (app/prerendered-pages.ts).
export const handle = routeHandle('Get started', 'public');

export default GetStartedPage;
