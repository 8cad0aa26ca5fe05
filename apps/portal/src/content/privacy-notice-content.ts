import useSWR from 'swr';
import { assetSwrOptions, fetchAssetText } from './fetch-asset.js';

/**
 * Spec section 7: the privacy notice is an HTML fragment served as text, one per edition; the
 * edition content names which (`privacyNoticeAsset`).
 */
export const privacyNoticeAssets = {
  federal: '/assets/Footers/privacy-notice.html',
  individual: '/assets/Footers/privacy-notice-pb.html',
} as const;

export type PrivacyNoticeAsset = (typeof privacyNoticeAssets)[keyof typeof privacyNoticeAssets];

async function fetchPrivacyNotice(path: string): Promise<string> {
  return fetchAssetText(path, 'text/html');
}

export function usePrivacyNotice(asset: PrivacyNoticeAsset) {
  return useSWR(asset, fetchPrivacyNotice, assetSwrOptions);
}
