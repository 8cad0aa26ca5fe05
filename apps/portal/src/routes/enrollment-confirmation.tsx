import { routeHandle } from '../app/route-handle.js';
import { EnrollmentConfirmationPage } from '../features/enrollment/confirmation-page.js';

export const handle = routeHandle('Enrollment confirmation', 'member');

export default EnrollmentConfirmationPage;
