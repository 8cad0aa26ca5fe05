import { routeHandle } from '../app/route-handle.js';
import { AddressPage } from '../features/account-creation/address-page.js';

// Public while the visitor's application exists (architecture, 'Navigation in multi-step flows').
export const handle = routeHandle('Your address', 'public');

export default AddressPage;
