import { routeHandle } from '../app/route-handle.js';
import { ProfileResetPage } from '../features/profile-reset/profile-reset-page.js';

// Spec sections 2 and 6: unguarded; the temporary-password link opens it.
export const handle = routeHandle('Reset your password', 'unguarded');

export default ProfileResetPage;
