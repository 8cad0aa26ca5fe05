import { routeHandle } from '../app/route-handle.js';
import { AccountLockedPage } from '../features/account-locked/account-locked-page.js';

export const handle = routeHandle('Account locked', 'unguarded');

export default AccountLockedPage;
