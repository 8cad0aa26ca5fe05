import { routeHandle } from '../app/route-handle.js';
import { CompliancePage } from '../features/compliance/compliance-page.js';

export const handle = routeHandle('Compliance and legal', 'public');

export default CompliancePage;
