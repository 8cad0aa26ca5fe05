import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editions } from '../../editions/all-editions.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { renderPage } from '../../testing/render-page.js';
import { serveContentAssets, servedJson } from '../../testing/serve-content-assets.js';
import { FaqsPage } from './faqs-page.js';

/**
 * /faqs off its happy path (the visitor journey reads both sets and opens them all): a set the
 * service cannot give.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(['MFB', 'MP'] as const)('the FAQ page (%s)', (edition) => {
  it('says the service is unavailable when a set cannot be read, and shows the other', async () => {
    const assets = editions[edition].faqAssets;
    serveContentAssets({ [assets['faq-legal']]: 500 });
    const product = servedJson<{ title: string }>(assets['faq-product']);
    const { screen } = renderPage(<FaqsPage />, { edition, path: '/faqs' });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText("We're unable to complete your request at this time."),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: product.title })).toBeVisible();
    await expectNoAxeViolations();
  });
});
