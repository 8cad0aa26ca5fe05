import { routeHandle } from '../app/route-handle.js';
import { FindAccountPage } from '../features/find-account/find-account-page.js';

export const handle = routeHandle('Find your account', 'public');

export default FindAccountPage;
