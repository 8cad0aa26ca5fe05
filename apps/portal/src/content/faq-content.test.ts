import { describe, expect, it } from 'vitest';
import { faqAssets } from './faq-assets.js';
import { answerParagraphs, parseFaqSet } from './faq-content.js';

describe('FAQ content (spec section 1: keys faq-legal and faq-product)', () => {
  it('reads each set from assets/metadata by its key, the individual plans from their own', () => {
    expect(faqAssets.federal['faq-legal']).toBe('/assets/metadata/faq-legal.json');
    expect(faqAssets.federal['faq-product']).toBe('/assets/metadata/faq-product.json');
    expect(faqAssets.individual['faq-legal']).toBe('/assets/metadata/faq-legal-pb.json');
    expect(faqAssets.individual['faq-product']).toBe('/assets/metadata/faq-product-pb.json');
  });

  it('accepts the served shape', () => {
    const set = { title: 'Legal', items: [{ id: 'a', question: 'Q?', answer: 'A.' }] };
    expect(parseFaqSet(JSON.stringify(set))).toEqual(set);
  });

  it('refuses a file of another shape, so the page shows its failure state', () => {
    expect(() => parseFaqSet('[]')).toThrow();
    expect(() => parseFaqSet(JSON.stringify({ title: 'T', items: [{ id: 'a' }] }))).toThrow();
    expect(() => parseFaqSet('<!doctype html>')).toThrow();
  });

  it('splits an answer into paragraphs at blank lines', () => {
    expect(answerParagraphs('One.\n\nTwo,\nstill two.\n\n\n  Three.  ')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three.',
    ]);
    expect(answerParagraphs('')).toEqual([]);
  });
});
