/** The public home page (spec sections 1, 2 and 9). Prices, reviews and FAQs are served content. */
export const homeCopy = {
  claimsLabel: 'What the plan offers',
  claims: [
    'A network of over 18,000 attorneys',
    'Over 80 types of legal matters covered',
    'Unlimited visits',
    'No copays or deductibles',
    'Wills in as little as 15 minutes',
  ],
  rateClaim: 'An average attorney rate of $370 an hour',
  footnoteMarker: 'Footnote',
  footnoteText:
    'The average attorney rate quoted on this page is based on an average hourly rate of $370.00.',
  footnoteBack: 'Back to the claim',
  footnotesLabel: 'Footnotes',
  enroll: 'Enroll now',
  heroLead:
    'Legal help for you and your family, from writing a will to buying a home, for one monthly price.',
  seePlans: 'See the plans',
  trustHeading: 'Why members trust the plan',
  trustSignals: [
    {
      title: 'Administered by Legal Plan Administrators',
      text: 'A licensed third-party administrator runs the plan. In Florida and California, a separately licensed company administers it.',
    },
    {
      title: 'A network of over 18,000 attorneys',
      text: 'Network attorneys handle over 80 types of legal matters, with unlimited visits and no copays or deductibles.',
    },
    {
      title: 'Your account is protected',
      text: 'Sign-in uses two-step verification, and everything you send us travels encrypted.',
    },
  ],
  stepsHeading: 'Getting started takes three steps',
  steps: [
    {
      title: 'Compare the plans',
      text: 'Standard and High cover you and your family. See what each covers and what it costs per paycheck.',
    },
    {
      title: 'Enroll online',
      text: 'Create your account, choose your plan and add your family, in a few minutes.',
    },
    {
      title: 'Call an attorney',
      text: 'Once your coverage starts, call a network attorney for any of over 80 types of legal matters.',
    },
  ],
  plansHeading: 'Compare plans',
  pricesLabel: 'Plans and prices',
  perMonth: 'per month',
  priceLabel: 'Monthly cost',
  enrollIn: (plan: string) => `Enroll in ${plan}`,
  /** What each tier gives, in the words of the comparison's rows (plan-compare.json). */
  planHighlights: {
    S: [
      'Unlimited visits with network attorneys',
      'Wills, living wills and powers of attorney',
      'Traffic tickets, consumer disputes and landlord matters',
    ],
    H: [
      'Everything in Standard',
      'Buying, selling or refinancing your home, through closing',
      'Trusts, estates and defending a civil lawsuit',
    ],
  },
  loadingPrices: 'Loading prices…',
  compareInDetail: 'Compare the plans in detail',
  savingsPrompt: 'Attorneys often charge $300+ an hour. See what the plan could save you.',
  estimateSavings: 'Estimate savings',
  howItWorks: 'How it works',
  videoHeading: 'How the plan works',
  videoIntro:
    'A one-minute explainer with narration. Captions are on by default; the transcript below has every word.',
  videoFallback: 'Your browser cannot play this video. The transcript below has every word of it.',
  captionsLabel: 'English',
  transcriptSummary: 'Read the transcript',
  loadingTranscript: 'Loading the transcript…',
  reviewsHeading: 'What our members say',
  loadingReviews: 'Loading reviews…',
  faqHeading: 'Frequently asked questions',
  loadingFaqs: 'Loading questions…',
  moreFaqs: 'Additional FAQs',
} as const;

/** Where the home page's links and downloads go (spec section 2). */
export const homeLinks = {
  enroll: '/account-creation/get-started',
  plans: '#plans',
  comparePlans: '/tools/compare-plans',
  estimateSavings: '/tools/legal-calculator',
  planHighlights: '/assets/policy-documents/plan-highlights.pdf',
  faqs: '/faqs',
} as const;
