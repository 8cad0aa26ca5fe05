import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StatusTag } from '../StatusTag/StatusTag';
import { TaskList, type TaskListItem } from './TaskList';

const enrollment: TaskListItem[] = [
  {
    id: 'personal-details',
    name: 'Your personal details',
    href: '#personal-details',
    status: 'Completed',
  },
  {
    id: 'dependants',
    name: 'Add your dependants',
    href: '#dependants',
    hint: 'You need their dates of birth',
    status: <StatusTag tone="info">Incomplete</StatusTag>,
  },
  {
    id: 'payment',
    name: 'Set up payment',
    href: '#payment',
    status: <StatusTag tone="warning">Action needed</StatusTag>,
  },
  {
    id: 'check-answers',
    name: 'Check your answers and enroll',
    status: 'Cannot start yet',
  },
];

const meta = {
  title: 'Navigation/TaskList',
  component: TaskList,
  args: { items: enrollment },
} satisfies Meta<typeof TaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enrollment: Story = {
  name: 'Tasks in every state',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    // A task that can start is a link described by its hint, then its status.
    const dependants = canvas.getByRole('link', { name: 'Add your dependants' });
    await expect(dependants).toHaveAttribute('href', '#dependants');
    await expect(dependants).toHaveAccessibleDescription(
      'You need their dates of birth Incomplete',
    );
    await expect(
      canvas.getByRole('link', { name: 'Your personal details' }),
    ).toHaveAccessibleDescription('Completed');
    await expect(canvas.getByRole('link', { name: 'Set up payment' })).toHaveAccessibleDescription(
      'Action needed',
    );
    // A task that cannot start is not a link, and says why in text.
    await expect(
      canvas.queryByRole('link', { name: /Check your answers/ }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByText('Cannot start yet')).toBeVisible();
    // One Tab stop per task that can start, in order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Your personal details' })).toHaveFocus();
    await userEvent.tab();
    await expect(dependants).toHaveFocus();
  },
};

export const AllCompleted: Story = {
  name: 'All completed',
  args: {
    items: enrollment.map((item) => ({ ...item, href: `#${item.id}`, status: 'Completed' })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getAllByText('Completed')).toHaveLength(4);
  },
};

export const WholeRowIsTarget: Story = {
  name: 'The whole row is the link target',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Set up payment' });
    const row = link.closest('li') as HTMLElement;
    const status = canvas.getByText('Action needed');
    // A click on the status lands on the link's stretched area, not on the status text.
    const box = status.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(link);
    await expect(row).toHaveAttribute('data-state', 'available');
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (under 600 px)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(600);
    // The status goes under the name rather than squeezing it.
    const link = canvas.getByRole('link', { name: 'Add your dependants' });
    const status = canvas.getByText('Incomplete');
    await expect(status.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      link.getBoundingClientRect().bottom,
    );
    // Just under the name and its hint: the name does not grow into a tall empty block.
    const hint = canvas.getByText('You need their dates of birth');
    await expect(
      status.getBoundingClientRect().top - hint.getBoundingClientRect().bottom,
    ).toBeLessThan(24);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
