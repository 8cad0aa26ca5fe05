import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';

const payments = [
  { date: '01/15/2025', plan: 'Legal Plan High', method: 'Checking ••••6789', amount: '$29.50' },
  { date: '02/15/2025', plan: 'Legal Plan High', method: 'Checking ••••6789', amount: '$29.50' },
  { date: '03/15/2025', plan: 'Legal Plan Standard', method: 'Savings ••••3210', amount: '$19.75' },
];

function PaymentRows() {
  return (
    <>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Date</TableHeaderCell>
          <TableHeaderCell>Plan</TableHeaderCell>
          <TableHeaderCell>Paid with</TableHeaderCell>
          <TableHeaderCell align="end">Amount</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.date}>
            <TableHeaderCell scope="row">{payment.date}</TableHeaderCell>
            <TableCell>{payment.plan}</TableCell>
            <TableCell>{payment.method}</TableCell>
            <TableCell align="end">{payment.amount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </>
  );
}

const meta = {
  title: 'Content/Table',
  component: Table,
  args: {
    caption: 'Payment history',
    children: <PaymentRows />,
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Payment history' });
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(3);
    await expect(canvas.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'scope',
      'col',
    );
    await expect(canvas.getByRole('rowheader', { name: '01/15/2025' })).toHaveAttribute(
      'scope',
      'row',
    );
    // It fits: no scroll region and no extra tab stop.
    const scroller = table.parentElement;
    await waitFor(() => expect(scroller).toHaveAttribute('data-state', 'fits'));
    await expect(scroller).not.toHaveAttribute('tabindex');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[tabindex]')).toBeNull();
  },
};

export const CaptionHidden: Story = {
  name: 'Caption visually hidden',
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Payment history' });
    const caption = table.querySelector('caption');
    await expect(caption?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Overflowing: Story = {
  name: 'Overflowing (scrolls sideways)',
  args: {
    caption: 'Plan comparison',
    children: (
      <>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Feature</TableHeaderCell>
            {['Standard', 'High', 'Family Standard', 'Family High', 'Individual', 'Premium'].map(
              (plan) => (
                <TableHeaderCell key={plan} style={{ minWidth: '10rem' }}>
                  {plan}
                </TableHeaderCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {['Unlimited visits', 'Wills', 'Traffic tickets'].map((feature) => (
            <TableRow key={feature}>
              <TableHeaderCell scope="row">{feature}</TableHeaderCell>
              {[1, 2, 3, 4, 5, 6].map((column) => (
                <TableCell key={column}>Included</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    // Wider than its container: the scroll container becomes a focusable region named by the caption.
    const region = await canvas.findByRole('region', { name: 'Plan comparison' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region).toHaveAttribute('data-state', 'overflowing');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // Keyboard users scroll it (the browser scrolls a focused container with the arrow keys).
    region.scrollLeft = 100;
    await expect(region.scrollLeft).toBeGreaterThan(0);
  },
};
