/**
 * Spec section 1: FAQ content is loaded by the keys faq-legal and faq-product, in this order on the
 * FAQ page. Each edition reads its own sets ('-pb' the individual one, as privacy-notice-pb): the
 * individual plans have no open season, agency or payroll, and call tier H Premium. Apart from the
 * hook that reads them (faq-content.ts), so the edition data every page loads stays small.
 */
export const faqKeys = ['faq-legal', 'faq-product'] as const;
export type FaqKey = (typeof faqKeys)[number];

export const faqAssets = {
  federal: {
    'faq-legal': '/assets/metadata/faq-legal.json',
    'faq-product': '/assets/metadata/faq-product.json',
  },
  individual: {
    'faq-legal': '/assets/metadata/faq-legal-pb.json',
    'faq-product': '/assets/metadata/faq-product-pb.json',
  },
} as const satisfies Record<string, Record<FaqKey, string>>;

export type FaqAssets = (typeof faqAssets)[keyof typeof faqAssets];
