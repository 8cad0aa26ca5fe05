import { themes } from '@portal/tokens';
import { contentDocumentAssets } from '../../content/content-document-assets.js';
import { faqAssets } from '../../content/faq-assets.js';
import { policyDocuments } from '../../content/policy-documents.js';
import { privacyNoticeAssets } from '../../content/privacy-notice-assets.js';
import { demoPortalSettings } from '../../settings/portal-setting-rules.js';
import type { EditionContent } from '../edition-content.js';

export const individualContent: EditionContent = {
  productFlag: 'MP',
  themeClass: themes.individual,
  productName: 'Individual Legal Plans',
  titleSuffix: 'Individual Legal Plans',
  metaDescription:
    'Individual Legal Plans for you and your family: read the FAQs, enroll or log in to your account.',
  logoSrc: '/logo-individual.svg',
  logoAlt: 'Individual Legal Plans home',
  // A build-time setting (PORTAL_MP_LOGO_URL, written in by vite.config.ts), not an address in
  // code: the plans' own page is the business's. The demo's where no build wrote one (tests).
  visitorLogoHref: import.meta.env.PORTAL_MP_LOGO_URL ?? demoPortalSettings.mpLogoUrl,
  wrongProgramMessage: 'wrongProgramIndividual',
  wrongProgramLinkText: 'Go to the federal legal plan site',
  visitorHeaderLinks: [
    { label: 'FAQS', href: '/faqs' },
    { label: 'LOGIN', href: '/login' },
  ],
  notFoundLinks: [
    { label: 'Enroll', href: '/account-creation/get-started' },
    { label: 'Log In', href: '/login' },
  ],
  administratorsNote:
    'Legal Plan Administrators administers Individual Legal Plans. In Florida, the plans are administered by Legal Plan Administrators of Florida, Inc.; in California, by Legal Plan Administrators Insurance Services of California, Inc.',
  marketingSources: [
    'email',
    'newsletter',
    'partner',
    'google',
    'bing',
    'facebook',
    'instagram',
    'linkedin',
  ],
  homeRedirectsToLogin: true,
  footerDisclaimer:
    'Individual Legal Plans are offered to individual customers and their families. Plans are administered by a third-party administrator; in Florida and California a separately licensed entity administers the plan. Coverage is subject to the terms, limitations and exclusions of the plan documents.',
  complianceIntro:
    'The documents below apply to the Individual Legal Plans, the legal plans for individual customers and their families. Download them to read or keep.',
  policyDocuments: policyDocuments.individual,
  privacyNoticeAsset: privacyNoticeAssets.individual,
  faqAssets: faqAssets.individual,
  aboutAsset: contentDocumentAssets.aboutIndividual,
  termsAsset: contentDocumentAssets.termsIndividual,
};
