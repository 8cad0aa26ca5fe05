import { routeHandle } from '../app/route-handle.js';
import { ArchivalAccountPage } from '../features/archival-account/archival-account-page.js';

export const handle = routeHandle('Archived account', 'unguarded');

export default ArchivalAccountPage;
