import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from '../Link/Link';
import { PlanCard } from './PlanCard';
import * as stories from './PlanCard.stories';

const { Default } = composeStories(stories);

afterEach(cleanup);

const price = { amount: '$18.50', period: { short: '/mo', spoken: 'per month' } };

describe('PlanCard', () => {
  it('renders one article named by its heading, with ref and rest props on it', () => {
    const ref = createRef<HTMLElement>();
    render(
      <PlanCard
        ref={ref}
        id="plan-s"
        data-tier="S"
        name="Standard"
        headingLevel={2}
        price={price}
        action={<Link href="/enroll?plan=S">Enroll in Standard</Link>}
      />,
    );
    const card = screen.getByRole('article', { name: 'Standard' });
    expect(ref.current).toBe(card);
    expect(card.id).toBe('plan-s');
    expect(card.dataset.tier).toBe('S');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Standard');
    // No highlights, no badge, no other prices: nothing empty is left behind.
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('warns in development when the action does not name the plan', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <PlanCard name="Premium" price={price} action={<Link href="/enroll?plan=H">Enroll</Link>} />,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'Enroll in Premium'"));
    warn.mockRestore();
  });

  it('does not warn when the action names the plan', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Default />);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
