import { LegacyLoginUserRedirect } from '../app/legacy-login-user-redirect.js';

// Spec section 2: in the individual edition the legacy login-user path goes to /login.
export default LegacyLoginUserRedirect;
