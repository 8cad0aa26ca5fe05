import { routeHandle } from '../app/route-handle.js';
import { planCompareTableContent } from '../content/plan-compare-content.js';
import { planPricesContent } from '../content/plan-prices-content.js';
import { contentLoader } from '../content/read-content.server.js';
import { ComparePlansPage } from '../features/compare-plans/compare-plans-page.js';

// Its served content, read at build time for its HTML (content/read-content.server.ts).
export const loader = contentLoader(() => [planCompareTableContent, planPricesContent]);

export const handle = routeHandle('Compare plans', 'public');

export default ComparePlansPage;
