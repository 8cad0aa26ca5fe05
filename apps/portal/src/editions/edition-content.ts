import type { LoginMessageKey, ProductFlag } from '@portal/forms';
import type { ThemeName } from '@portal/tokens';
import type { PrivacyNoticeAsset } from '../content/privacy-notice-assets.js';

/**
 * Everything that differs between the two editions: no screen branches on the edition, it reads
 * what it needs from here (architecture section 3).
 */
export type EditionContent = {
  productFlag: ProductFlag;
  theme: ThemeName;
  productName: string;
  /** Appended to every page title. */
  titleSuffix: string;
  /** The pages' `<meta name="description">`, for search engines (written by the prerender). */
  metaDescription: string;
  logoSrc: string;
  logoAlt: string;
  /** The message shown when a member of the other product line signs in here. */
  wrongProgramMessage: LoginMessageKey;
  wrongProgramLinkText: string;
  /**
   * The header's links for a visitor (spec section 2): PLAN OPTIONS, REVIEWS and ENROLL NOW are
   * federal edition only.
   */
  visitorHeaderLinks: ReadonlyArray<{ label: string; href: string; variant?: 'link' | 'button' }>;
  /** Links offered by the page-not-found screen (spec section 2). */
  notFoundLinks: ReadonlyArray<{ label: string; href: string }>;
  /** In the individual edition the home page is the login page (spec section 2). */
  homeRedirectsToLogin: boolean;
  footerDisclaimer: string;
  /** The compliance page's intro, naming the federal plan or the individual plans (spec section 2). */
  complianceIntro: string;
  /** The privacy notice HTML the privacy page shows (spec section 2: privacy-notice or its individual variant). */
  privacyNoticeAsset: PrivacyNoticeAsset;
};
