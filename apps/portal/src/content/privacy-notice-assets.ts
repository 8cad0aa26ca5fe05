/**
 * Spec section 7: the privacy notice is an HTML fragment served as text, one per edition; the
 * edition content names which. Apart from the hook that reads it (privacy-notice-content.ts), so
 * the edition data every page loads does not pull the page's data fetching in with it.
 */
export const privacyNoticeAssets = {
  federal: '/assets/Footers/privacy-notice.html',
  individual: '/assets/Footers/privacy-notice-pb.html',
} as const;

export type PrivacyNoticeAsset = (typeof privacyNoticeAssets)[keyof typeof privacyNoticeAssets];
