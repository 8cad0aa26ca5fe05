import { routeHandle } from '../app/route-handle.js';
import { contentDocumentContent } from '../content/content-document.js';
import { contentLoader } from '../content/read-content.server.js';
import { TermsPage } from '../features/terms/terms-page.js';

// Its served content, read at build time for its HTML (content/read-content.server.ts).
export const loader = contentLoader((edition) => [contentDocumentContent(edition.termsAsset)]);

export const handle = routeHandle('Terms and conditions', 'public');

export default TermsPage;
