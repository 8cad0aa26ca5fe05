import { type ThemeName, themeTokens } from '@portal/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeaderNav } from '../HeaderNav/HeaderNav';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { AlertsBell } from './AlertsBell';

/** `#ff8c7a` -> `rgb(255, 140, 122)`, the form getComputedStyle reports. */
function hexToRgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) =>
    Number.parseInt(hex.slice(start, start + 2), 16),
  );
  return `rgb(${red}, ${green}, ${blue})`;
}

const meta = {
  title: 'Layout/AlertsBell',
  component: AlertsBell,
  parameters: { layout: 'fullscreen' },
  // The bell lives in the header's navigation; the header re-points the colours it reads.
  decorators: [
    (Story) => (
      <SiteHeader productName="Legal Plan">
        <HeaderNav aria-label="Main">
          <Story />
        </HeaderNav>
      </SiteHeader>
    ),
  ],
  args: { href: '/manage-alert' },
} satisfies Meta<typeof AlertsBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPendingAction: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const bell = canvas.getByRole('link', { name: 'Alerts' });
    await expect(bell).toHaveAttribute('href', '/manage-alert');
    await expect(bell).toHaveAttribute('data-state', 'idle');
    await expect(bell).not.toHaveAttribute('aria-current');
    await expect(canvasElement.querySelector('[data-state="idle"] span span')).toBeNull();
    await userEvent.tab();
    await expect(bell).toHaveFocus();
  },
};

export const PendingAction: Story = {
  args: { pending: true },
  play: async ({ canvas, globals }) => {
    // The dot is backed by words in the accessible name (not colour alone, WCAG 1.4.1).
    const bell = canvas.getByRole('link', { name: 'Alerts, action pending' });
    await expect(bell).toHaveAttribute('data-state', 'pending');
    const dot = bell.querySelector('svg + span');
    if (!dot) throw new Error('no dot');
    const colors = themeTokens[globals.edition as ThemeName].color;
    await expect(getComputedStyle(dot).backgroundColor).toBe(hexToRgb(colors.notificationDot));
  },
};

export const Current: Story = {
  name: 'On the alerts page',
  args: { current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Alerts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const CustomLabels: Story = {
  args: { pending: true, label: 'Avisos', pendingLabel: 'Avisos, acción pendiente' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Avisos, acción pendiente' }),
    ).toBeInTheDocument();
  },
};
