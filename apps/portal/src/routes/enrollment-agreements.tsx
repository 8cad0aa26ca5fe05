import { routeHandle } from '../app/route-handle.js';
import { AgreementsPage } from '../features/enrollment/agreements-page.js';

export const handle = routeHandle('Agreements', 'member');

export default AgreementsPage;
