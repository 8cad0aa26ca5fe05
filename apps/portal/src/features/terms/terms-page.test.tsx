import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentDocument } from '../../content/content-document.js';
import { editions } from '../../editions/all-editions.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { renderPage } from '../../testing/render-page.js';
import { serveContentAssets, servedJson } from '../../testing/serve-content-assets.js';
import { TermsPage } from './terms-page.js';

/**
 * /terms-and-conditions on the kit's ContentPage template (the about page shares its component,
 * content/content-document-page.tsx). The visitor journey finds both through the search.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(['MFB', 'MP'] as const)('the terms page (%s)', (edition) => {
  it("shows the edition's terms: the page's heading, then one h2 region per section", async () => {
    serveContentAssets();
    const terms = servedJson<ContentDocument>(editions[edition].termsAsset);
    const { screen } = renderPage(<TermsPage />, { edition, path: '/terms-and-conditions' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and conditions');
    // While the terms load, a polite status says so.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the terms…');
    const first = terms.sections[0]?.heading ?? '';
    expect(await screen.findByRole('region', { name: first })).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(terms.sections.map((section) => section.heading));
    expect(screen.queryByRole('status')).toBeNull();
    await expectNoAxeViolations();
  });

  it('says the service is unavailable when the terms cannot be read', async () => {
    serveContentAssets({ [editions[edition].termsAsset]: 500 });
    const { screen } = renderPage(<TermsPage />, { edition, path: '/terms-and-conditions' });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText("We're unable to complete your request at this time."),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and conditions');
    await expectNoAxeViolations();
  });
});
