import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StatusTag } from '../StatusTag/StatusTag';
import { DashboardGrid } from './DashboardGrid';
import { KeyValuePanel } from './KeyValuePanel';

const meta = {
  title: 'Content/KeyValuePanel',
  component: KeyValuePanel,
  args: {
    title: 'Legal Plan',
    status: <StatusTag tone="success">Active</StatusTag>,
    items: [
      { id: 'coverage', term: 'Coverage', value: 'Standard, family' },
      { id: 'member-id', term: 'Member ID', value: 'MFB-204-118' },
      { id: 'effective', term: 'Coverage started', value: '1 January 2026' },
      { id: 'cost', term: 'Cost', value: '$18.50 a month' },
    ],
    actions: [
      { href: '/plans/legal', label: 'View plan details', context: 'for Legal Plan' },
      { href: '/payments', label: 'View payments', context: 'for Legal Plan' },
    ],
  },
} satisfies Meta<typeof KeyValuePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'A plan with status and next steps',
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Legal Plan' });
    await expect(
      within(panel).getByRole('heading', { level: 2, name: 'Legal Plan' }),
    ).toBeVisible();
    await expect(within(panel).getByText('Active')).toBeVisible();
    // The facts are a description list: four terms, four values, in order.
    await expect(
      within(panel)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Coverage', 'Member ID', 'Coverage started', 'Cost']);
    await expect(within(panel).getAllByRole('definition')[1]).toHaveTextContent('MFB-204-118');
    // Each link says which panel it belongs to, though it shows only 'View plan details'.
    const details = within(panel).getByRole('link', { name: 'View plan details for Legal Plan' });
    await expect(details).toHaveAttribute('href', '/plans/legal');
    await expect(details.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.tab();
    await expect(details).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(panel).getByRole('link', { name: 'View payments for Legal Plan' }),
    ).toHaveFocus();
  },
};

export const FactsOnly: Story = {
  name: 'Facts only',
  args: {
    title: 'Your account',
    status: undefined,
    actions: undefined,
    items: [
      { id: 'username', term: 'Username', value: 'jdoe1980' },
      {
        id: 'email',
        term: 'Email address',
        value: 'jane.doe.with.a.rather.long.address@example.com',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your account' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const WithNote: Story = {
  name: 'With a note and a warning status',
  args: {
    title: 'Payments',
    status: <StatusTag tone="warning">Action needed</StatusTag>,
    items: [{ id: 'next', term: 'Next payment', value: '$18.50 on 1 December 2026' }],
    children: <p style={{ margin: 0 }}>Add a bank account before your next payment is due.</p>,
    actions: [{ href: '/bank-dashboard', label: 'Add a bank account' }],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Add a bank account before your next payment is due.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a bank account' })).toBeVisible();
  },
};

export const Dashboard: Story = {
  name: 'A dashboard of panels (DashboardGrid)',
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <h1 style={{ marginTop: 0 }}>Welcome back, Jane</h1>
      <DashboardGrid>
        <KeyValuePanel {...args} />
        <KeyValuePanel
          title="Dental Plan"
          status={<StatusTag tone="info">Pending</StatusTag>}
          items={[
            { id: 'coverage', term: 'Coverage', value: 'Self only' },
            { id: 'starts', term: 'Coverage starts', value: '1 January 2027' },
          ]}
          actions={[
            { href: '/plans/dental', label: 'View plan details', context: 'for Dental Plan' },
          ]}
        />
        <KeyValuePanel
          title="Life events"
          items={[{ id: 'open', term: 'Open requests', value: 'None' }]}
          actions={[{ href: '/life-events/new', label: 'Report a life event' }]}
        />
      </DashboardGrid>
    </div>
  ),
  play: async ({ canvas }) => {
    const panels = canvas.getAllByRole('region');
    await expect(panels).toHaveLength(3);
    // Two links named alike are told apart by their panel.
    await expect(
      canvas.getByRole('link', { name: 'View plan details for Dental Plan' }),
    ).toBeVisible();
    // At 1024 px the three panels share a row and its height; their links line up at the foot.
    const boxes = panels.map((panel) => panel.getBoundingClientRect());
    await expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    await expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1);
  },
};

export const NarrowDashboard: Story = {
  ...Dashboard,
  name: 'A dashboard on a narrow screen (320 px)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('region').map((panel) => panel.getBoundingClientRect());
    // One column: each panel below the one before.
    for (let index = 1; index < boxes.length; index += 1) {
      await expect((boxes[index] as DOMRect).top).toBeGreaterThan(
        (boxes[index - 1] as DOMRect).bottom,
      );
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
