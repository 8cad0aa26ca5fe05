import { routeHandle } from '../app/route-handle.js';
import { explainerTranscriptContent } from '../content/explainer-video-content.js';
import { faqContent } from '../content/faq-content.js';
import { planPricesContent } from '../content/plan-prices-content.js';
import { contentLoader } from '../content/read-content.server.js';
import { testimonialsContent } from '../content/testimonials-content.js';
import { HomePage } from '../features/home/home-page.js';

// Its served content, read at build time for its HTML (content/read-content.server.ts).
export const loader = contentLoader((edition) => [
  planPricesContent,
  testimonialsContent,
  explainerTranscriptContent,
  ...faqContent(edition),
]);

export const handle = routeHandle('Home', 'public');

export default HomePage;
