import useSWR from 'swr';
import type { ContentAsset } from './content-asset.js';
import { assetSwrOptions, fetchAssetText } from './fetch-asset.js';
import type { PrivacyNoticeAsset } from './privacy-notice-assets.js';

export { type PrivacyNoticeAsset, privacyNoticeAssets } from './privacy-notice-assets.js';

async function fetchPrivacyNotice(path: string): Promise<string> {
  return fetchAssetText(path, 'text/html');
}

export function privacyNoticeContent(asset: PrivacyNoticeAsset): ContentAsset {
  return { path: asset, parse: (html) => html };
}

export function usePrivacyNotice(asset: PrivacyNoticeAsset) {
  return useSWR(asset, fetchPrivacyNotice, assetSwrOptions);
}
