import { routeHandle } from '../app/route-handle.js';
import { contentDocumentContent } from '../content/content-document.js';
import { contentLoader } from '../content/read-content.server.js';
import { AboutPage } from '../features/about/about-page.js';

// Its served content, read at build time for its HTML (content/read-content.server.ts).
export const loader = contentLoader((edition) => [contentDocumentContent(edition.aboutAsset)]);

export const handle = routeHandle('About us', 'public');

export default AboutPage;
