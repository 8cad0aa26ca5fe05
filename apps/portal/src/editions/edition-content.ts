import type { LoginMessageKey } from '@portal/forms/catalogue';
import type { ProductFlag } from '@portal/forms/code-lists';
import type { ContentDocumentAsset } from '../content/content-document-assets.js';
import type { FaqAssets } from '../content/faq-assets.js';
import type { PolicyDocuments } from '../content/policy-documents.js';
import type { PrivacyNoticeAsset } from '../content/privacy-notice-assets.js';

/**
 * Everything that differs between the two editions: no screen branches on the edition, it reads
 * what it needs from here (architecture section 3).
 */
export type EditionContent = {
  productFlag: ProductFlag;
  /** The class of the edition's theme (@portal/tokens' `themes`), which `<html>` carries. */
  themeClass: string;
  productName: string;
  /** Appended to every page title. */
  titleSuffix: string;
  /** The pages' `<meta name="description">`, for search engines (written by the prerender). */
  metaDescription: string;
  logoSrc: string;
  logoAlt: string;
  /**
   * Where the logo takes a visitor (spec section 2): home in the federal edition, an external
   * individual legal-plans page in the individual edition. A member's logo goes to the dashboard.
   */
  visitorLogoHref: string;
  /** The message shown when a member of the other product line signs in here. */
  wrongProgramMessage: LoginMessageKey;
  wrongProgramLinkText: string;
  /**
   * The header's links for a visitor (spec section 2): PLAN OPTIONS, REVIEWS and ENROLL NOW are
   * federal edition only.
   */
  visitorHeaderLinks: ReadonlyArray<{
    label: string;
    href: string;
    variant?: 'link' | 'button';
    /** Hidden while account creation is in progress (spec section 2: ENROLL NOW). */
    hiddenDuringAccountCreation?: boolean;
    /**
     * Spec section 4 'Flow flags': a visitor's header link clears the session and sets the flow
     * flag, except the reviews link, which only scrolls the home page.
     */
    keepsSession?: boolean;
  }>;
  /** Links offered by the page-not-found screen (spec section 2). */
  notFoundLinks: ReadonlyArray<{ label: string; href: string }>;
  /**
   * In the individual edition the root path and the legacy login-user path redirect to /login
   * (spec section 2).
   */
  homeRedirectsToLogin: boolean;
  footerDisclaimer: string;
  /** The footer's note on the two administrators beside the 'Administered by' logo (spec section 1). */
  administratorsNote: string;
  /**
   * The marketing sources an entry link's utm and utm_source may name (spec section 2: a list of
   * allowed marketing sources exists); any other value is not captured.
   */
  marketingSources: readonly string[];
  /** The compliance page's intro, naming the federal plan or the individual plans (spec section 2). */
  complianceIntro: string;
  /** The compliance page's PDFs: this edition's privacy notice and fraud warnings. */
  policyDocuments: PolicyDocuments;
  /** The privacy notice HTML the privacy page shows (spec section 2: privacy-notice or its individual variant). */
  privacyNoticeAsset: PrivacyNoticeAsset;
  /** The edition's FAQ sets by their keys (spec section 1). */
  faqAssets: FaqAssets;
  /** The about page's text: what the plan is and who runs it, for this edition's members. */
  aboutAsset: ContentDocumentAsset;
  /** The terms of use of this edition's site. */
  termsAsset: ContentDocumentAsset;
};
