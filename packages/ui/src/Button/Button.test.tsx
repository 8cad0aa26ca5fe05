import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('forwards the ref and defaults to type="button"', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Need Help?</Button>);
    const button = screen.getByRole('button', { name: 'Need Help?' });
    expect(ref.current).toBe(button);
    expect(button.getAttribute('type')).toBe('button');
  });

  it('does not submit its form while busy, by click or by Enter in a field', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <label>
          Username <input name="username" />
        </label>
        <Button type="submit" busy>
          LOG IN
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'jdoe{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when not busy', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">LOG IN</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
