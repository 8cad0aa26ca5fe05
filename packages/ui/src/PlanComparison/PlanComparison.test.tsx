import { cleanup, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanComparison, type PlanComparisonProps } from './PlanComparison';

afterEach(cleanup);

const props: PlanComparisonProps = {
  caption: 'Plan comparison',
  featureHeading: 'Feature',
  plans: [
    { id: 'standard', name: 'Standard' },
    { id: 'premium', name: 'Premium' },
  ],
  features: [
    { name: 'Wills', values: { standard: true, premium: true } },
    { name: 'Trusts', values: { standard: false, premium: 'Included, with a review' } },
  ],
};

function At({ width, ...rest }: { width: string } & Partial<PlanComparisonProps>) {
  return (
    <div style={{ width }}>
      <PlanComparison {...props} {...rest} />
    </div>
  );
}

describe('PlanComparison', () => {
  it('exposes the table or the cards by its own width, never both', () => {
    const { rerender } = render(<At width="40rem" />);
    expect(screen.getByRole('table', { name: 'Plan comparison' })).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();

    // 599 px: below the mobile breakpoint, the same content as a card per plan.
    rerender(<At width="599px" />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Plan comparison' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Standard',
      'Premium',
    ]);
    const premium = within(cards[1] as HTMLElement);
    expect(premium.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Included',
      'Included, with a review',
    ]);

    rerender(<At width="600px" />);
    expect(screen.getByRole('table', { name: 'Plan comparison' })).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('takes the heading level and the words of the marks', () => {
    render(
      <At
        width="20rem"
        headingLevel={4}
        includedLabel="Yes, included"
        notIncludedLabel="No, not included"
      />,
    );
    const standard = screen.getByRole('heading', { level: 4, name: 'Standard' }).closest('li');
    expect(
      within(standard as HTMLElement)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Yes, included', 'No, not included']);
  });

  it('forwards the ref and rest props to its root', () => {
    const ref = createRef<HTMLDivElement>();
    render(<PlanComparison {...props} ref={ref} data-testid="comparison" />);
    expect(ref.current).toBe(screen.getByTestId('comparison'));
  });
});
