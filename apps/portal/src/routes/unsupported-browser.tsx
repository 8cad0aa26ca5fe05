import { routeHandle } from '../app/route-handle.js';
import { UnsupportedBrowserPage } from '../features/unsupported-browser/unsupported-browser-page.js';

// Spec section 2: unguarded, header and footer hidden.
export const handle = routeHandle('Browser not supported', 'unguarded', { chrome: 'none' });

export default UnsupportedBrowserPage;
