import { routeHandle } from '../app/route-handle.js';
import { PaymentPage } from '../features/enrollment/payment-page.js';

export const handle = routeHandle('How to pay', 'member');

export default PaymentPage;
