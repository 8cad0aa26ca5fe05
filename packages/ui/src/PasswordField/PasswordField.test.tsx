import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

afterEach(cleanup);

function ControlledPasswordField({
  onVisibleChange,
}: {
  onVisibleChange: (visible: boolean) => void;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordField
      label="Password"
      name="password"
      visible={visible}
      onVisibleChange={(next) => {
        onVisibleChange(next);
        setVisible(next);
      }}
    />
  );
}

describe('PasswordField', () => {
  it('forwards the ref to the input and keeps its own id for aria-controls', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordField ref={ref} id="login-password" label="Password" name="password" />);
    const input = screen.getByLabelText('Password');
    expect(ref.current).toBe(input);
    expect(input.id).toBe('login-password');
    expect(
      screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-controls'),
    ).toBe('login-password');
  });

  it('can be controlled', async () => {
    const onVisibleChange = vi.fn();
    render(<ControlledPasswordField onVisibleChange={onVisibleChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');

    // A controlled field ignores the toggle until its owner agrees.
    cleanup();
    render(
      <PasswordField
        label="Password"
        name="password"
        visible={false}
        onVisibleChange={onVisibleChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });
});
