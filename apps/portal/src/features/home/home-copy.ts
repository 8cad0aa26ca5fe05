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
  plansHeading: 'Compare plans',
  pricesLabel: 'Monthly prices',
  perMonth: 'per month',
  loadingPrices: 'Loading prices…',
  loadingComparison: 'Loading the plan comparison…',
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
  estimateSavings: '/tools/legal-calculator',
  planHighlights: '/assets/policy-documents/plan-highlights.pdf',
  faqs: '/faqs',
} as const;
