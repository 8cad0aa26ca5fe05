import { routeHandle } from '../app/route-handle.js';
import { EnrollmentCheckAnswersPage } from '../features/enrollment/check-answers-page.js';

export const handle = routeHandle('Check your answers', 'member');

export default EnrollmentCheckAnswersPage;
