import { routeHandle } from '../app/route-handle.js';
import { MultiFactorAuthPage } from '../features/two-step/multi-factor-auth-page.js';

export const handle = routeHandle('Set up two-step verification', 'unguarded');

export default MultiFactorAuthPage;
