import { describe, expect, it } from 'vitest';
import { editions } from '../../editions/all-editions.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { renderPage } from '../../testing/render-page.js';
import { CompliancePage } from './compliance-page.js';

/**
 * /compliance-and-legal on the kit's ContentPage template: the edition's introduction as its lead,
 * then the documents. The downloads and the narrow layout are the visitor journey's
 * (tests/e2e/visitor-journey.spec.ts).
 */
describe.each(['MFB', 'MP'] as const)('the compliance page (%s)', (edition) => {
  it('leads with the edition’s introduction, then lists each document to download', async () => {
    const { screen } = renderPage(<CompliancePage />, { edition, path: '/compliance-and-legal' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Compliance and legal documentation.',
    );
    expect(screen.getByText(editions[edition].complianceIntro)).toBeVisible();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Privacy Notice',
      'Fraud Warnings',
    ]);
    expect(screen.getByRole('link', { name: 'Download Privacy Notice (PDF)' })).toBeVisible();
    await expectNoAxeViolations();
  });
});
