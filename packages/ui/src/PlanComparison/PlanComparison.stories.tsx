import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { MoneyAmount } from '../MoneyAmount/MoneyAmount';
import { PlanComparison } from './PlanComparison';
import type { PlanComparisonFeature } from './plan-comparison-types';

const plans = [
  { id: 'standard', name: 'Standard' },
  { id: 'high', name: 'High' },
];

const perMonth = { short: '/mo', spoken: 'per month' };

const features: PlanComparisonFeature[] = [
  {
    name: 'Monthly price',
    values: {
      standard: <MoneyAmount amount="$19.75" period={perMonth} size="lg" />,
      high: <MoneyAmount amount="$29.50" period={perMonth} size="lg" />,
    },
  },
  { name: 'Unlimited visits with network attorneys', values: { standard: true, high: true } },
  { name: 'Copays and deductibles', values: { standard: 'None', high: 'None' } },
  {
    name: 'Buying, selling or refinancing your home',
    values: { standard: 'Review of documents only', high: 'Included, through closing' },
  },
  { name: 'Trusts and estate administration', values: { standard: false, high: true } },
  { name: 'Defending a civil lawsuit', values: { standard: false, high: true } },
];

const caption = 'What each plan covers when you use a network attorney';

/** A phone's width: the comparison's own width decides its layout (a container query). */
function Phone({ children }: { children: ReactNode }) {
  return <div style={{ maxWidth: '390px' }}>{children}</div>;
}

const meta = {
  title: 'Content/PlanComparison',
  component: PlanComparison,
  args: {
    caption,
    featureHeading: 'Feature or legal matter',
    plans,
    features,
  },
} satisfies Meta<typeof PlanComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  name: 'Wide (a table)',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: caption });
    const cells = within(table);
    await expect(cells.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Feature or legal matter',
      'Standard',
      'High',
    ]);
    await expect(cells.getAllByRole('rowheader')).toHaveLength(features.length);
    // Each cell is read with its plan and its feature: the headers carry their scope.
    await expect(cells.getByRole('columnheader', { name: 'High' })).toHaveAttribute('scope', 'col');
    await expect(
      cells.getByRole('rowheader', { name: 'Defending a civil lawsuit' }),
    ).toHaveAttribute('scope', 'row');
    const lawsuit = cells.getByRole('row', { name: /Defending a civil lawsuit/ });
    await expect(
      within(lawsuit)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not included', 'Included']);
    // The cards are not rendered to anyone: no second copy for a screen reader.
    await expect(canvas.queryByRole('list', { name: caption })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Standard' })).not.toBeInTheDocument();
    // It fits: no scroll region and so no `scrollable-region-focusable` finding.
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Stacked: Story = {
  name: 'Stacked on a phone (390 px)',
  render: (args) => (
    <Phone>
      <PlanComparison {...args} />
    </Phone>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: caption });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(plans.length);
    const [standard, high] = cards.map((card) => within(card));
    await expect(standard?.getByRole('heading', { level: 3 })).toHaveTextContent('Standard');
    await expect(high?.getByRole('heading', { level: 3 })).toHaveTextContent('High');
    // Each card pairs every feature with the plan's value, in the features' order.
    await expect(standard?.getAllByRole('term').map((term) => term.textContent)).toEqual(
      features.map((feature) => feature.name),
    );
    await expect(
      standard?.getAllByRole('definition').map((definition) => definition.textContent),
    ).toEqual([
      // MoneyAmount's '/mo' is for the eye, 'per month' for screen readers.
      '$19.75/mo per month',
      'Included',
      'None',
      'Review of documents only',
      'Not included',
      'Not included',
    ]);
    // Nothing wider than the phone: no sideways scrolling inside or outside the cards.
    const phone = canvasElement.firstElementChild as HTMLElement;
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    for (const card of cards) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const SmallestScreen: Story = {
  name: 'Smallest screen (320 px)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport; the
  // 390 px story above is its baseline of the stacked layout.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(320);
    await expect(canvas.getByRole('list', { name: caption })).toBeVisible();
    // WCAG 1.4.10: the page does not scroll sideways at 320 CSS px.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const CaptionHidden: Story = {
  name: 'Caption visually hidden',
  args: { captionHidden: true },
  render: (args) => (
    <>
      <h2 style={{ marginBlockStart: 0 }}>Compare plans</h2>
      <PlanComparison {...args} />
      <Phone>
        <PlanComparison {...args} headingLevel={3} />
      </Phone>
    </>
  ),
  play: async ({ canvas }) => {
    // Still the table's and the list's name, but not shown: the heading above says it.
    const table = canvas.getByRole('table', { name: caption });
    await expect(table.querySelector('caption')?.getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
    const list = canvas.getByRole('list', { name: caption });
    const listName = document.getElementById(list.getAttribute('aria-labelledby') ?? '');
    await expect(listName?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
