import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { AlertBanner, type AlertBannerProps } from './AlertBanner';

const meta = {
  title: 'Feedback/AlertBanner',
  component: AlertBanner,
  args: {
    status: 'ERROR',
    children: 'The username/password you entered is incorrect. Please try again.',
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['ERROR', 'SUCCESS', 'INFO'] },
  },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorStatus: Story = {
  name: 'Error',
  play: async ({ canvas }) => {
    // ERROR is an assertive live region; the status is named in text, not only by colour and icon.
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Error: The username/password you entered is incorrect. Please try again.',
    );
  },
};

export const Success: Story = {
  args: { status: 'SUCCESS', children: 'Your bank account was saved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Success: Your bank account was saved.',
    );
  },
};

export const Info: Story = {
  args: { status: 'INFO', children: 'Open season runs from November 10 to December 8.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Information:');
  },
};

export const WithHeading: Story = {
  args: {
    status: 'ERROR',
    heading: 'Your account is locked.',
    headingLevel: 2,
    children:
      'For your security, your account has been locked due to too many previous invalid login attempts.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Error: Your account is locked.',
    );
  },
};

export const WithLink: Story = {
  args: {
    status: 'ERROR',
    children: (
      <>
        Looks like you're having trouble. Click or tap the{' '}
        <Link href="/account/find-account">Need Help?</Link> option to find your account and reset
        your password.
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Need Help?' })).toHaveAttribute(
      'href',
      '/account/find-account',
    );
  },
};

function DismissibleBanner(args: AlertBannerProps) {
  const [shown, setShown] = useState(true);
  if (!shown) {
    return <Button onClick={() => setShown(true)}>Show the banner again</Button>;
  }
  return (
    <AlertBanner
      {...args}
      onDismiss={() => {
        setShown(false);
        args.onDismiss?.();
      }}
    />
  );
}

export const Dismissible: Story = {
  args: {
    status: 'SUCCESS',
    children: 'Your security questions were updated.',
    onDismiss: fn(),
    dismissLabel: 'Dismiss message',
  },
  render: (args) => <DismissibleBanner {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss message' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
