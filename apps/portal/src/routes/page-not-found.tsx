import { routeHandle } from '../app/route-handle.js';
import { PageNotFoundPage } from '../features/page-not-found/page-not-found-page.js';

export const handle = routeHandle('Page not found', 'unguarded');

export default PageNotFoundPage;
