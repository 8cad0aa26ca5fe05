import { routeHandle } from '../app/route-handle.js';
import { ChooseMethodPage } from '../features/two-step/choose-method-page.js';

export const handle = routeHandle('Two-step verification', 'unguarded');

export default ChooseMethodPage;
