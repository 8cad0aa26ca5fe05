import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BankCard, BankCardEmpty } from './BankCard';

const meta = {
  title: 'Banking/BankCard',
  component: BankCard,
  args: {
    bankName: 'First Federal Bank',
    accountNumber: '000123456789',
    accountType: 'Checking',
    status: 'inUse',
    onDelete: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['inUse', 'pendingUse', 'deletable'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof BankCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InUse: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'First Federal Bank' });
    await expect(card).toHaveAttribute('data-state', 'inUse');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'First Federal Bank' }),
    ).toBeVisible();
    await expect(card).toHaveTextContent('In use');
    // Masked on screen, a sentence for screen readers, and the full number nowhere in the DOM.
    await expect(card).toHaveTextContent('••••6789');
    await expect(card).toHaveTextContent('Account ending in 6789');
    await expect(canvasElement.outerHTML).not.toContain('12345');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const PendingUse: Story = {
  args: { status: 'pendingUse', accountType: 'Savings', accountNumber: '9876543210' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'First Federal Bank' });
    await expect(card).toHaveTextContent('Pending Use');
    await expect(card).toHaveTextContent('Savings');
    await expect(card).toHaveTextContent('Account ending in 3210');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Deletable: Story = {
  args: { status: 'deletable' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const remove = canvas.getByRole('button', {
      name: 'Delete First Federal Bank account ending in 6789',
    });
    await expect(remove).toHaveTextContent('Delete');
    await expect(canvasElement.outerHTML).not.toContain('12345');
    // Keyboard: Tab reaches the action, Enter and Space call onDelete.
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onDelete).toHaveBeenCalledTimes(2);
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledTimes(3);
  },
};

export const LongBankName: Story = {
  args: {
    status: 'deletable',
    bankName:
      'The First Community Federal Savings and Loan Association of Northern Virginia and the District',
    accountNumber: '4321-0000-1111-2468',
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    // The card stays within its 600 px maximum and the name wraps.
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(600);
    await expect(
      canvas.getByRole('button', {
        name: 'Delete The First Community Federal Savings and Loan Association of Northern Virginia and the District account ending in 2468',
      }),
    ).toBeInTheDocument();
    await expect(canvasElement.outerHTML).not.toContain('0000-1111');
  },
};

export const List: Story = {
  name: 'A list of cards',
  render: (args) => (
    <ul style={{ display: 'grid', gap: '1rem', margin: 0, padding: 0 }}>
      <BankCard {...args} as="li" status="inUse" />
      <BankCard
        {...args}
        as="li"
        status="pendingUse"
        bankName="Credit Union of America"
        accountNumber="55501234"
        accountType="Savings"
      />
      <BankCard
        {...args}
        as="li"
        status="deletable"
        bankName="Coastal Bank"
        accountNumber="77001357"
      />
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(
      canvas.getByRole('button', { name: 'Delete Coastal Bank account ending in 1357' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'BankCardEmpty',
  render: () => <BankCardEmpty />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('You have no saved bank accounts.')).toBeVisible();
    const card = canvasElement.querySelector('[data-state="empty"]');
    await expect(card).toHaveAttribute('data-variant', 'dashed');
    if (card) await expect(getComputedStyle(card).borderStyle).toBe('dashed');
  },
};
