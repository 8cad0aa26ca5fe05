import { routeHandle } from '../app/route-handle.js';
import { legalMattersContent } from '../content/legal-calculator-content.js';
import { planPricesContent } from '../content/plan-prices-content.js';
import { contentLoader } from '../content/read-content.server.js';
import { LegalCalculatorPage } from '../features/legal-calculator/legal-calculator-page.js';

// Its served content, read at build time for its HTML (content/read-content.server.ts).
export const loader = contentLoader(() => [legalMattersContent, planPricesContent]);

export const handle = routeHandle('Legal savings calculator', 'public');

export default LegalCalculatorPage;
