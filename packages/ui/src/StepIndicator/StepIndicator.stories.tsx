import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StepIndicator } from './StepIndicator';

const steps = [
  { id: 'get-started', label: 'Get Started' },
  { id: 'personal-info', label: 'Personal Info' },
  { id: 'branch-of-service', label: 'Branch of Service' },
  { id: 'address', label: 'Address' },
] as const;

const meta = {
  title: 'Navigation/StepIndicator',
  component: StepIndicator,
  args: { steps, currentIndex: 0 },
  argTypes: {
    currentIndex: { control: { type: 'range', min: 0, max: steps.length - 1, step: 1 } },
  },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Progress' });
    const items = Array.from(list.querySelectorAll('li'));
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveAttribute('data-state', 'current');
    await expect(items[1]).not.toHaveAttribute('aria-current');
    await expect(items[3]).toHaveAttribute('data-state', 'upcoming');
    await expect(list).not.toHaveTextContent('completed');
  },
};

export const Middle: Story = {
  args: { currentIndex: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 3 of 4')).toBeVisible();
    const items = Array.from(canvas.getByRole('list').querySelectorAll('li'));
    // Completed steps say so in text, not by the check mark alone.
    await expect(items[0]).toHaveTextContent('Get Started completed');
    await expect(items[1]).toHaveTextContent('Personal Info completed');
    await expect(items[1]).toHaveAttribute('data-state', 'complete');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).not.toHaveTextContent('completed');
    await expect(items[3]).not.toHaveTextContent('completed');
  },
};

export const Last: Story = {
  args: { currentIndex: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();
    const items = Array.from(canvas.getByRole('list').querySelectorAll('li'));
    await expect(items.filter((item) => item.dataset.state === 'complete')).toHaveLength(3);
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
  },
};

export const Mobile: Story = {
  name: 'Narrow screen (under 600 px)',
  args: { currentIndex: 1 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(600);
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();
    // Only the current step shows; the others stay in the list for screen readers.
    const items = Array.from(canvas.getByRole('list').querySelectorAll('li'));
    await expect(items[1]).toHaveTextContent('Personal Info');
    await expect(items[1]?.getBoundingClientRect().width).toBeGreaterThan(1);
    for (const index of [0, 2, 3]) {
      await expect(items[index]?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    }
    await expect(items[0]).toHaveTextContent('Get Started completed');
  },
};

export const CustomMessages: Story = {
  args: {
    currentIndex: 1,
    label: 'Progreso',
    completedLabel: 'completado',
    stepOfLabel: (step: number, total: number) => `Paso ${step} de ${total}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paso 2 de 4')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Progreso' })).toHaveTextContent(
      'Get Started completado',
    );
  },
};
