import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneyAmount } from './MoneyAmount';
import { spokenTextOf } from './spoken-text';

/*
 * The amounts are what `@portal/forms/money` gives for the demo's plan prices, written as
 * literals because the kit never imports forms: Standard is $18.50 a month, $222.00 a year
 * (`formatMoney(perPeriodAmount(22200, 'month'))`), $8.54 per biweekly paycheck
 * (`perPeriodAmount(22200, 'paycheck')`: 22200 / 26 = 853.8 rounded half-up; the year's last
 * paycheck is $8.50). The periods are `moneyPeriods.month`, `.paycheck` and `.year`.
 */
const perMonth = { short: '/mo', spoken: 'per month' } as const;
const perPaycheck = { short: '/paycheck', spoken: 'per paycheck' } as const;
const perYear = { short: '/yr', spoken: 'per year' } as const;

const meta = {
  title: 'Content/MoneyAmount',
  component: MoneyAmount,
  args: { amount: '$18.50', period: perMonth },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg', 'xl', 'xxl'] },
  },
} satisfies Meta<typeof MoneyAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PerMonth: Story = {
  name: 'Per month',
  play: async ({ canvas, canvasElement }) => {
    // Seen: the amount and the short suffix. Heard: the amount and the words.
    const amount = canvas.getByText('$18.50');
    await expect(amount).toBeVisible();
    const suffix = canvas.getByText('/mo');
    await expect(suffix).toBeVisible();
    // Price emphasis: the amount bold, the suffix in regular weight and smaller.
    await expect(Number(getComputedStyle(amount).fontWeight)).toBeGreaterThanOrEqual(700);
    await expect(Number.parseFloat(getComputedStyle(suffix).fontSize)).toBeLessThan(
      Number.parseFloat(getComputedStyle(amount).fontSize),
    );
    await expect(suffix).toHaveAttribute('aria-hidden', 'true');
    const root = canvasElement.querySelector('[data-size]');
    await expect(root).toHaveAttribute('data-size', 'xl');
    await expect(spokenTextOf(root as Element)).toBe('$18.50 per month');
    // The words take no room on screen.
    const words = canvas.getByText('per month');
    await expect(words.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const PerPaycheck: Story = {
  name: 'Per paycheck',
  args: { amount: '$8.54', period: perPaycheck },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('/paycheck')).toBeVisible();
    const root = canvasElement.querySelector('[data-size]') as Element;
    await expect(spokenTextOf(root)).toBe('$8.54 per paycheck');
  },
};

export const PerYear: Story = {
  name: 'Per year',
  args: { amount: '$222.00', period: perYear },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-size]') as Element;
    await expect(spokenTextOf(root)).toBe('$222.00 per year');
  },
};

export const WithoutPeriod: Story = {
  name: 'Without a period',
  args: { amount: '$1,234.56', period: undefined, size: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-size]') as Element;
    await expect(canvas.getByText('$1,234.56')).toBeVisible();
    await expect(root.querySelector('[aria-hidden]')).toBeNull();
    await expect(spokenTextOf(root)).toBe('$1,234.56');
  },
};

export const Negative: Story = {
  name: 'Negative (a credit)',
  args: { amount: '-$5.00', period: undefined, size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-$5.00')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <MoneyAmount {...args} size="md" />
      <MoneyAmount {...args} size="lg" />
      <MoneyAmount {...args} size="xl" />
      <MoneyAmount {...args} size="xxl" />
    </div>
  ),
  play: async ({ canvas }) => {
    const amounts = canvas.getAllByText('$18.50');
    const heights = amounts.map((amount) => amount.getBoundingClientRect().height);
    // Each step of the type scale is taller than the one before.
    for (let index = 1; index < heights.length; index += 1) {
      await expect(heights[index]).toBeGreaterThan(heights[index - 1] as number);
    }
  },
};

export const MonthAndPaycheck: Story = {
  name: 'Per month and per paycheck, as on a plan card',
  render: () => (
    <div style={{ display: 'grid', gap: '0.25rem', justifyItems: 'start' }}>
      <MoneyAmount amount="$18.50" period={perMonth} size="xxl" />
      <MoneyAmount amount="$8.54" period={perPaycheck} size="md" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const roots = Array.from(canvasElement.querySelectorAll('[data-size]'));
    await expect(roots.map(spokenTextOf)).toEqual(['$18.50 per month', '$8.54 per paycheck']);
  },
};

export const Narrow: Story = {
  name: 'In a narrow column, a long suffix wraps',
  args: { amount: '$1,234.56', period: perPaycheck, size: 'xxl' },
  render: (args) => (
    <div style={{ width: '12.5rem', border: '1px dashed' }}>
      <MoneyAmount {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await document.fonts.ready;
    const box = (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect();
    const amount = canvas.getByText('$1,234.56').getBoundingClientRect();
    const suffix = canvas.getByText('/paycheck').getBoundingClientRect();
    // Nothing overflows the narrow box sideways: the suffix moves to the next line instead.
    await expect(amount.right).toBeLessThanOrEqual(box.right);
    await expect(suffix.right).toBeLessThanOrEqual(box.right);
    await expect(suffix.top).toBeGreaterThanOrEqual(amount.bottom - 1);
  },
};
