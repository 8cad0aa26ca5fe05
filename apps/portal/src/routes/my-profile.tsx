import { routeHandle } from '../app/route-handle.js';
import { MyProfilePage } from '../features/my-profile/my-profile-page.js';

export const handle = routeHandle('My profile', 'member');

export default MyProfilePage;
