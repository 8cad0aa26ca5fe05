import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { renderPage } from '../../testing/render-page.js';
import { serveContentAssets, servedJson } from '../../testing/serve-content-assets.js';
import { HomePage } from './home-page.js';

/**
 * The federal home page off its happy path (the visitor journey reads it whole): assets that
 * fail. Each section hides its own content, says nothing is loading, and the rest stays whole.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the federal home page', () => {
  it('shows the served prices and every testimonial when the assets load', async () => {
    await page.viewport(1280, 800);
    serveContentAssets();
    const testimonials = servedJson<unknown[]>('/assets/metadata/Comments.json');
    const { screen } = renderPage(<HomePage />, { edition: 'MFB', path: '/' });

    const plans = within(await screen.findByRole('region', { name: 'Compare plans' }));
    const reviews = within(screen.getByRole('region', { name: 'What our members say' }));
    const cards = within(await plans.findByRole('list', { name: 'Plans and prices' }));
    // A card per plan, each priced per month and per biweekly paycheck, with its own Enroll.
    for (const plan of ['Standard', 'High']) {
      const card = within(cards.getByRole('article', { name: plan }));
      expect(card.getByText('/mo')).toBeVisible();
      expect(card.getByText('/paycheck')).toBeVisible();
      expect(card.getByRole('link', { name: `Enroll in ${plan}` })).toBeVisible();
    }
    await vi.waitFor(() =>
      expect(reviews.getAllByRole('blockquote')).toHaveLength(testimonials.length),
    );
  });

  it('hides the reviews and the prices when their assets fail, and keeps the rest', async () => {
    await page.viewport(1280, 800);
    serveContentAssets({
      '/assets/metadata/Comments.json': 500,
      '/assets/metadata/plan-prices.json': 404,
    });
    const { screen } = renderPage(<HomePage />, { edition: 'MFB', path: '/' });

    const plans = within(await screen.findByRole('region', { name: 'Compare plans' }));
    const reviews = within(screen.getByRole('region', { name: 'What our members say' }));
    const faqs = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
    // Settled: no section says it is still loading.
    await vi.waitFor(() => {
      expect(plans.queryAllByRole('status')).toHaveLength(0);
      expect(reviews.queryAllByRole('status')).toHaveLength(0);
    });
    expect(plans.getByRole('link', { name: 'Compare the plans in detail' })).toBeVisible();
    expect(plans.queryByRole('list', { name: 'Plans and prices' })).toBeNull();
    expect(reviews.queryAllByRole('blockquote')).toHaveLength(0);
    await vi.waitFor(() => expect(faqs.getAllByRole('heading', { level: 3 })).toHaveLength(5));
    await expectNoAxeViolations();
  });
});
