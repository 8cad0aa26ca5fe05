import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SummaryCard } from './SummaryCard';
import { SummaryList, type SummaryListRow } from './SummaryList';

const change = (href: string, context: string) => [{ href, label: 'Change', context }];

const answers: SummaryListRow[] = [
  {
    id: 'name',
    term: 'Name',
    value: 'Jane Doe',
    actions: change('#name', 'name'),
  },
  {
    id: 'date-of-birth',
    term: 'Date of birth',
    value: '5 January 1980',
    actions: change('#date-of-birth', 'date of birth'),
  },
  {
    id: 'address',
    term: 'Home address',
    value: (
      <>
        72 Guild Street
        <br />
        Springfield, VA 22150
      </>
    ),
    actions: change('#address', 'home address'),
  },
  {
    id: 'plan',
    term: 'Plan',
    value: 'Legal Plan, family coverage',
    actions: change('#plan', 'plan'),
  },
];

const meta = {
  title: 'Content/SummaryList',
  component: SummaryList,
  args: { rows: answers },
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckYourAnswers: Story = {
  name: 'Check your answers',
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    const values = canvas.getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Name',
      'Date of birth',
      'Home address',
      'Plan',
    ]);
    // Rows with a link have two definitions: the value, then the actions.
    await expect(values[2]).toHaveTextContent('5 January 1980');
    // Each 'Change' says what it changes to screen readers, though it shows only 'Change'.
    const link = canvas.getByRole('link', { name: 'Change date of birth' });
    await expect(link).toHaveAttribute('href', '#date-of-birth');
    await expect(link).toHaveTextContent(/^Change date of birth$/);
    await expect(canvas.getAllByRole('link', { name: /^Change / })).toHaveLength(4);
    // The links are in reading order, reached with Tab.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Change name' })).toHaveFocus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const WithoutActions: Story = {
  name: 'Without actions',
  args: { rows: answers.map(({ actions: _actions, ...row }) => row) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const MixedActions: Story = {
  name: 'Some rows without actions',
  args: {
    rows: [
      { id: 'member-id', term: 'Member ID', value: 'MFB-204-118' },
      ...answers.slice(0, 2),
      {
        id: 'email',
        term: 'Email address',
        value: 'jane.doe.with.a.rather.long.address@example.com',
        actions: [
          { href: '#email', label: 'Change', context: 'email address' },
          { href: '#email-verify', label: 'Verify', context: 'email address' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    // A row without actions has only its term and value.
    await expect(canvas.getAllByRole('definition')).toHaveLength(3 * 2 + 1);
    await expect(canvas.getByRole('link', { name: 'Verify email address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change email address' })).toBeVisible();
  },
};

export const Card: Story = {
  name: 'Summary card',
  render: (args) => (
    <SummaryCard
      title="Dependant 1: Sam Doe"
      actions={[{ href: '#remove-sam', label: 'Remove', context: 'Dependant 1: Sam Doe' }]}
    >
      <SummaryList {...args} />
    </SummaryCard>
  ),
  args: {
    rows: [
      { id: 'name', term: 'Name', value: 'Sam Doe', actions: change('#dep-name', 'name of Sam') },
      {
        id: 'relationship',
        term: 'Relationship',
        value: 'Child',
        actions: change('#dep-relationship', 'relationship of Sam'),
      },
    ],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Dependant 1: Sam Doe' });
    await expect(card).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dependant 1: Sam Doe' })).toBe(
      card.querySelector('h2'),
    );
    await expect(canvas.getByRole('link', { name: 'Remove Dependant 1: Sam Doe' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change relationship of Sam' })).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (under 600 px)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(600);
    // Each row stacks: the value starts below its key, the link below the value.
    const term = canvas.getAllByRole('term')[1] as HTMLElement;
    const value = canvas.getAllByRole('definition')[2] as HTMLElement;
    const link = canvas.getByRole('link', { name: 'Change date of birth' });
    await expect(value).toHaveTextContent('5 January 1980');
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      term.getBoundingClientRect().bottom,
    );
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      value.getBoundingClientRect().bottom,
    );
    // Nothing scrolls sideways (WCAG 1.4.10).
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
