import { type ThemeName, themeTokens } from '@portal/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';

/** `#005ea2` -> `rgb(0, 94, 162)`, the form getComputedStyle reports. */
function hexToRgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) =>
    Number.parseInt(hex.slice(start, start + 2), 16),
  );
  return `rgb(${red}, ${green}, ${blue})`;
}

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: {
    children: 'LOG IN',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'LOG IN' });
    await expect(button).toHaveAttribute('type', 'button');
    // The edition's theme reaches the component: its primary colour, not a fallback.
    const colors = themeTokens[globals.edition as ThemeName].color;
    await expect(getComputedStyle(button).backgroundColor).toBe(hexToRgb(colors.primary));
    await expect(getComputedStyle(button).color).toBe(hexToRgb(colors.primaryText));
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Need Help?' },
};

export const LinkVariant: Story = {
  name: 'Link',
  args: { variant: 'link', children: 'Need Help?' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'LOG IN' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, type: 'submit' },
  play: async ({ args, canvas, userEvent }) => {
    // The label stays, so the accessible name does not change while busy.
    const button = canvas.getByRole('button', { name: 'LOG IN' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-state', 'busy');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
