import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AlertBanner } from '../../AlertBanner/AlertBanner';
import { Card } from '../../Card/Card';
import { StatusTag } from '../../StatusTag/StatusTag';
import { SummaryCard, SummaryList } from '../../SummaryList';
import { TaskList } from '../../TaskList/TaskList';
import {
  expectNoSidewaysScroll,
  narrowViewport,
  templateStoryDefaults,
} from '../internal/template-story-fixtures';
import { DashboardCard } from './DashboardCard';
import { DashboardPage } from './DashboardPage';

const cards = (
  <>
    <DashboardCard
      title="Legal plan"
      status={<StatusTag tone="success">Active</StatusTag>}
      actions={[
        { href: '/payment-billing', label: 'View payments' },
        { href: '/tools/compare-plans', label: 'Compare plans' },
      ]}
    >
      <p>High option, self and family. Coverage runs to 31 December 2026.</p>
    </DashboardCard>
    <DashboardCard
      title="Family"
      status={<StatusTag tone="warning">Action needed</StatusTag>}
      actions={[{ href: '/qle', label: 'Add a dependant' }]}
    >
      <p>Tell us about a new child within 60 days of the birth.</p>
    </DashboardCard>
    <DashboardCard
      title="Security settings"
      actions={[{ href: '/security-dashboard', label: 'Change your security settings' }]}
    >
      <p>Change your password, your security questions and how you verify your identity.</p>
    </DashboardCard>
  </>
);

const meta = {
  title: 'Templates/DashboardPage',
  component: DashboardPage,
  ...templateStoryDefaults,
  // The visual suite (tests/visual) also shoots these stories at 390 and 1280 px, the widths the
  // member screens built from this template are reviewed at.
  tags: ['visual-viewports'],
  args: {
    heading: 'Welcome, Jordan.',
    lead: 'From here you manage your plans, family, banks and settings.',
    children: cards,
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Cards with next actions',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome, Jordan.' }),
    ).toHaveAttribute('tabindex', '-1');
    const plan = canvas.getByRole('region', { name: 'Legal plan' });
    await expect(plan).toHaveTextContent('Active');
    await expect(canvas.getByRole('link', { name: 'View payments' })).toHaveAttribute(
      'href',
      '/payment-billing',
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

/** What needs doing first goes above the cards; the grid takes any card of the kit. */
export const WithNoticeAndMixedCards: Story = {
  name: 'A notice, a task list and any card',
  args: {
    notice: (
      <AlertBanner status="INFO">Open season runs from 10 November to 8 December.</AlertBanner>
    ),
    children: (
      <>
        <SummaryCard title="Your details">
          <SummaryList
            rows={[
              { id: 'name', term: 'Name', value: 'Jordan Rivera' },
              { id: 'email', term: 'Email', value: 'jordan.rivera@example.org' },
            ]}
          />
        </SummaryCard>
        <DashboardCard title="Your enrollment">
          <TaskList
            items={[
              {
                id: 'plan',
                name: 'Choose a plan',
                href: '/tools/plan-option',
                status: <StatusTag tone="info">Incomplete</StatusTag>,
              },
              { id: 'pay', name: 'Set up payment', status: 'Cannot start yet' },
            ]}
          />
        </DashboardCard>
        <Card>
          <p style={{ margin: 0 }}>Any card of the kit fits the grid.</p>
        </Card>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Open season runs from 10 November to 8 December.'),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your details' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (320 px)',
  ...narrowViewport,
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const cardsShown = canvas.getAllByRole('region');
    // One column: every card starts at the same left edge.
    const lefts = new Set(cardsShown.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expectNoSidewaysScroll();
  },
};
