import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    children: (
      <p style={{ margin: 0 }}>
        To change the bank account for a plan, go to View Payments for that plan.
      </p>
    ),
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'section', 'article', 'li'] },
    variant: { control: 'inline-radio', options: ['default', 'dashed'] },
    padding: { control: { type: 'range', min: 0, max: 8, step: 1 } },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-variant="default"]');
    await expect(card?.tagName).toBe('DIV');
  },
};

export const Dashed: Story = {
  args: { variant: 'dashed', children: <p style={{ margin: 0 }}>Nothing here yet.</p> },
};

export const AsArticle: Story = {
  name: 'As an article with a heading',
  args: {
    as: 'article',
    'aria-labelledby': 'card-heading',
    children: (
      <>
        <h2 id="card-heading" style={{ marginTop: 0 }}>
          Legal Plan
        </h2>
        <p style={{ marginBottom: 0 }}>Unlimited visits, no copays or deductibles.</p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Legal Plan' })).toBeInTheDocument();
  },
};

export const AsListItems: Story = {
  name: 'As list items',
  render: (args) => (
    <ul style={{ display: 'grid', gap: '1rem', margin: 0, padding: 0 }}>
      <Card {...args} as="li">
        First
      </Card>
      <Card {...args} as="li" padding={3}>
        Second, tighter
      </Card>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
