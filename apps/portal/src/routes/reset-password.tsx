import { routeHandle } from '../app/route-handle.js';
import { ResetPasswordPage } from '../features/reset-password/reset-password-page.js';

export const handle = routeHandle('Reset your password', 'unguarded');

export default ResetPasswordPage;
