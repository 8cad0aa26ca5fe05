import { routeHandle } from '../app/route-handle.js';
import { ResetPasswordConfirmationPage } from '../features/reset-password/reset-password-confirmation-page.js';

export const handle = routeHandle('Password reset', 'unguarded');

export default ResetPasswordConfirmationPage;
