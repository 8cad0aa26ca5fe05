import { routeHandle } from '../app/route-handle.js';
import { LoginPage } from '../features/login/login-page.js';

export const handle = routeHandle('Log in', 'public');

export default LoginPage;
