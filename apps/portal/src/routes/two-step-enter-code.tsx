import { routeHandle } from '../app/route-handle.js';
import { EnterCodePage } from '../features/two-step/enter-code-page.js';

export const handle = routeHandle('Enter your code', 'unguarded');

export default EnterCodePage;
