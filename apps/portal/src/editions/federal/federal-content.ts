import { themes } from '@portal/tokens';
import { contentDocumentAssets } from '../../content/content-document-assets.js';
import { faqAssets } from '../../content/faq-assets.js';
import { policyDocuments } from '../../content/policy-documents.js';
import { privacyNoticeAssets } from '../../content/privacy-notice-assets.js';
import type { EditionContent } from '../edition-content.js';

export const federalContent: EditionContent = {
  productFlag: 'MFB',
  themeClass: themes.federal,
  productName: 'Federal Legal Plan',
  titleSuffix: 'Federal Legal Plan',
  metaDescription:
    'The Federal Legal Plan, the group legal plan for federal employees and annuitants: compare the plans, read the FAQs, enroll or log in.',
  logoSrc: '/logo-federal.svg',
  logoAlt: 'Federal Legal Plan home',
  visitorLogoHref: '/',
  wrongProgramMessage: 'wrongProgramFederal',
  wrongProgramLinkText: 'Go to the individual legal plans site',
  visitorHeaderLinks: [
    { label: 'PLAN OPTIONS', href: '/tools/compare-plans' },
    { label: 'REVIEWS', href: '/#reviews', keepsSession: true },
    { label: 'FAQS', href: '/faqs' },
    { label: 'LOGIN', href: '/login' },
    {
      label: 'ENROLL NOW',
      href: '/account-creation/get-started',
      variant: 'button',
      hiddenDuringAccountCreation: true,
    },
  ],
  notFoundLinks: [
    { label: 'Home', href: '/' },
    { label: 'Plan Options', href: '/tools/compare-plans' },
    { label: 'FAQs', href: '/faqs' },
    { label: 'Enroll', href: '/account-creation/get-started' },
    { label: 'Log In', href: '/login' },
  ],
  administratorsNote:
    'Legal Plan Administrators administers the Federal Legal Plan. In Florida, the plans are administered by Legal Plan Administrators of Florida, Inc.; in California, by Legal Plan Administrators Insurance Services of California, Inc.',
  marketingSources: [
    'email',
    'newsletter',
    'opm',
    'agency-hr',
    'benefits-fair',
    'google',
    'bing',
    'facebook',
    'linkedin',
  ],
  homeRedirectsToLogin: false,
  footerDisclaimer:
    'The Federal Legal Plan is a group legal plan offered to eligible federal employees and annuitants. Plans are administered by a third-party administrator; in Florida and California a separately licensed entity administers the plan. Coverage is subject to the terms, limitations and exclusions of the group policy.',
  complianceIntro:
    'The documents below apply to the Federal Legal Plan, the group legal plan for federal employees, annuitants and their families. Download them to read or keep.',
  policyDocuments: policyDocuments.federal,
  privacyNoticeAsset: privacyNoticeAssets.federal,
  faqAssets: faqAssets.federal,
  aboutAsset: contentDocumentAssets.aboutFederal,
  termsAsset: contentDocumentAssets.termsFederal,
};
