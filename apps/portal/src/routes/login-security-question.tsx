import { routeHandle } from '../app/route-handle.js';
import { LoginSecurityQuestionPage } from '../features/security-question/login-security-question-page.js';

export const handle = routeHandle('Security question', 'unguarded');

export default LoginSecurityQuestionPage;
