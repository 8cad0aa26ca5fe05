import { routeHandle } from '../app/route-handle.js';
import { privacyNoticeContent } from '../content/privacy-notice-content.js';
import { contentLoader } from '../content/read-content.server.js';
import { PrivacyPage } from '../features/privacy/privacy-page.js';

// Its served content, read at build time for its HTML (content/read-content.server.ts).
export const loader = contentLoader((edition) => [
  privacyNoticeContent(edition.privacyNoticeAsset),
]);

export const handle = routeHandle('Privacy Policy', 'public');

export default PrivacyPage;
