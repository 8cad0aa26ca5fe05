import { routeHandle } from '../app/route-handle.js';
import { faqContent } from '../content/faq-content.js';
import { contentLoader } from '../content/read-content.server.js';
import { FaqsPage } from '../features/faqs/faqs-page.js';

// Its served content, read at build time for its HTML (content/read-content.server.ts).
export const loader = contentLoader((edition) => [...faqContent(edition)]);

export const handle = routeHandle('FAQs', 'public');

export default FaqsPage;
