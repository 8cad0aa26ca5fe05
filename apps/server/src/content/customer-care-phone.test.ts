import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { errorMessagesAssetPath } from './content-routes.js';

/**
 * PORTAL_CUSTOMER_CARE_PHONE reaches every text the service sends: the message catalogue, the
 * content files (FAQs, terms, privacy notice); the PDFs read theirs through the same
 * readContentText. Its own file: the number is set for
 * the whole process, as main.ts sets it once.
 */
const phone = '(888) 555-0142';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { PORTAL_CUSTOMER_CARE_PHONE: phone } });
});
afterAll(() => t.close());

describe('the configured customer-care number', () => {
  it.each([
    errorMessagesAssetPath,
    '/assets/metadata/faq-product.json',
    '/assets/metadata/faq-product-pb.json',
    '/assets/metadata/terms-and-conditions-pb.json',
    '/assets/metadata/about-pb.json',
    '/assets/Footers/privacy-notice-pb.html',
  ])('is what %s says, never the placeholder or the demo number', async (url) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(phone);
    expect(answer.body).not.toContain('{phone}');
    expect(answer.body).not.toContain('1-800-555-0100');
  });
});
