import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Details } from '../Details/Details';
import { Link } from '../Link/Link';
import { spokenTextOf } from '../MoneyAmount/spoken-text';
import { StatusTag } from '../StatusTag/StatusTag';
import { PlanCard } from './PlanCard';
import { PlanCardList } from './PlanCardList';

/*
 * The amounts are what `@portal/forms/money` gives for the demo's plan prices (see the
 * MoneyAmount stories): Standard $18.50 a month, $8.54 per biweekly paycheck; High $27.95 a
 * month, $12.90 per paycheck. The kit never imports forms, so they are literals here.
 */
const perMonth = { short: '/mo', spoken: 'per month' } as const;
const perPaycheck = { short: '/paycheck', spoken: 'per paycheck' } as const;

const standardHighlights = [
  'Unlimited phone and office consultations',
  'Wills, trusts and powers of attorney',
  'No copays, deductibles or claim forms',
];

/** One card at about the width it has in a row of three. */
const oneCard: Decorator = (Story) => (
  <div style={{ maxWidth: '22rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Content/PlanCard',
  component: PlanCard,
  args: {
    name: 'Standard',
    badge: <StatusTag tone="info">Most popular</StatusTag>,
    priceLabel: 'Your cost',
    price: { amount: '$18.50', period: perMonth },
    otherPrices: [{ amount: '$8.54', period: perPaycheck }],
    highlights: standardHighlights,
    action: <Link href="/enroll?plan=S">Enroll in Standard</Link>,
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'A plan with a badge and two prices',
  decorators: [oneCard],
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Standard' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Standard' })).toBeVisible();
    await expect(within(card).getByText('Most popular')).toBeVisible();
    // Heard: each price with its period in words; seen: the monthly price is the largest text.
    const prices = Array.from(canvasElement.querySelectorAll('[data-size]'));
    await expect(prices.map(spokenTextOf)).toEqual(['$18.50 per month', '$8.54 per paycheck']);
    const month = Number.parseFloat(getComputedStyle(canvas.getByText('$18.50')).fontSize);
    const paycheck = Number.parseFloat(getComputedStyle(canvas.getByText('$8.54')).fontSize);
    const name = Number.parseFloat(
      getComputedStyle(canvas.getByRole('heading', { name: 'Standard' })).fontSize,
    );
    await expect(month).toBeGreaterThan(name);
    await expect(month).toBeGreaterThan(paycheck);
    // The highlights are a list; the card is not one big link: the action is its only target.
    await expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(card).getAllByRole('link')).toHaveLength(1);
    const enroll = within(card).getByRole('link', { name: 'Enroll in Standard' });
    await expect(enroll).toHaveAttribute('href', '/enroll?plan=S');
    // The link looks like the primary button: the edition's primary colour, 44 px tall.
    await expect(enroll.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(getComputedStyle(enroll).textDecorationLine).toBe('none');
    await userEvent.tab();
    await expect(enroll).toHaveFocus();
  },
};

export const ButtonAction: Story = {
  name: 'A button as the action',
  decorators: [oneCard],
  args: {
    badge: undefined,
    otherPrices: undefined,
    action: <Button onClick={fn()}>Choose Standard</Button>,
  },
  play: async ({ canvas }) => {
    const choose = canvas.getByRole('button', { name: 'Choose Standard' });
    await expect(choose).toBeVisible();
    // The button fills the card's width, as the link does.
    const card = canvas.getByRole('article', { name: 'Standard' });
    await expect(choose.getBoundingClientRect().width).toBeGreaterThan(
      card.getBoundingClientRect().width / 2,
    );
  },
};

export const WithDetails: Story = {
  name: 'With help under the highlights',
  decorators: [oneCard],
  args: {
    otherPrices: undefined,
    children: (
      <Details summary="What is not covered?">
        <p>Matters against your employer, business matters and class actions.</p>
      </Details>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('What is not covered?')).toBeVisible();
    await expect(canvas.getByText(/Matters against your employer/)).not.toBeVisible();
  },
};

export const List: Story = {
  name: 'Plans side by side (PlanCardList)',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <PlanCardList aria-label="Plans">
      <PlanCard {...args} />
      <PlanCard
        name="High"
        priceLabel="Your cost"
        price={{ amount: '$27.95', period: perMonth }}
        otherPrices={[{ amount: '$12.90', period: perPaycheck }]}
        highlights={[
          ...standardHighlights,
          'Family members covered',
          'Identity theft defense',
          'Traffic matters, including DUI',
        ]}
        action={<Link href="/enroll?plan=H">Enroll in High</Link>}
      />
    </PlanCardList>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Plans' });
    const plans = within(list).getAllByRole('article');
    await expect(plans).toHaveLength(2);
    // Side by side, the cards share the row's height and their actions line up.
    const [standard, high] = plans.map((plan) => plan.getBoundingClientRect()) as [
      DOMRect,
      DOMRect,
    ];
    await expect(standard.top).toBe(high.top);
    await expect(standard.height).toBe(high.height);
    const enrollTops = canvas
      .getAllByRole('link', { name: /^Enroll in / })
      .map((link) => link.getBoundingClientRect().top);
    await expect(enrollTops[0]).toBe(enrollTops[1]);
    // Each action names its plan: a links list tells them apart.
    await expect(canvas.getByRole('link', { name: 'Enroll in High' })).toHaveAttribute(
      'href',
      '/enroll?plan=H',
    );
  },
};

export const Narrow: Story = {
  ...List,
  name: 'Plans on a narrow screen (320 px)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const [standard, high] = canvas
      .getAllByRole('article')
      .map((plan) => plan.getBoundingClientRect()) as [DOMRect, DOMRect];
    // Stacked: the second plan starts below the first.
    await expect(high.top).toBeGreaterThan(standard.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
