import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdleDialog, type IdleDialogProps, idleDialogMessages } from './IdleDialog';
import * as stories from './IdleDialog.stories';

const { OneSecondLeft } = composeStories(stories);

afterEach(cleanup);

function renderIdle(props: Partial<IdleDialogProps> = {}) {
  const handlers = { onContinue: vi.fn(), onLogout: vi.fn() };
  const element = (next: Partial<IdleDialogProps>) => (
    <IdleDialog open secondsLeft={60} {...handlers} {...props} {...next} />
  );
  const result = render(element({}));
  return {
    ...handlers,
    rerender: (next: Partial<IdleDialogProps>) => result.rerender(element(next)),
  };
}

async function liveRegion(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  return within(dialog).getByRole('status');
}

describe('IdleDialog', () => {
  it('has the spec wording, singular at 1 second', () => {
    expect(idleDialogMessages.message).toBe(
      'Due to inactivity, you will be logged out. Do you want to stay logged in and continue?',
    );
    expect(idleDialogMessages.countdown(60)).toBe('Your session ends in 60 seconds!');
    expect(idleDialogMessages.countdown(2)).toBe('Your session ends in 2 seconds!');
    expect(idleDialogMessages.countdown(1)).toBe('Your session ends in 1 second!');
    expect(idleDialogMessages.countdown(0)).toBe('Your session ends in 0 seconds!');
    expect(idleDialogMessages.noLongerIdle).toBe('No longer idle.');
  });

  it('announces on opening, at 30, 10 and 5 seconds, and when the member is back', async () => {
    const { rerender } = renderIdle();
    const live = await liveRegion();
    expect(live.getAttribute('aria-live')).toBe('polite');
    await waitFor(() =>
      expect(live.textContent).toBe(
        `${idleDialogMessages.message} Your session ends in 60 seconds!`,
      ),
    );

    const opening = live.textContent;
    for (const seconds of [59, 45, 31]) {
      rerender({ secondsLeft: seconds });
      expect(live.textContent).toBe(opening);
    }
    rerender({ secondsLeft: 30 });
    expect(live.textContent).toBe('Your session ends in 30 seconds!');
    rerender({ secondsLeft: 29 });
    rerender({ secondsLeft: 11 });
    expect(live.textContent).toBe('Your session ends in 30 seconds!');
    // A throttled tab may skip 10: the first value past it is announced.
    rerender({ secondsLeft: 8 });
    expect(live.textContent).toBe('Your session ends in 8 seconds!');
    rerender({ secondsLeft: 5 });
    expect(live.textContent).toBe('Your session ends in 5 seconds!');

    rerender({ secondsLeft: 4, active: true });
    expect(live.textContent).toBe('No longer idle.');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('No longer idle.', { selector: 'p' })).toBeTruthy();
    expect(within(dialog).queryByText('Your session ends in 4 seconds!')).toBeNull();
    // While active, the countdown is not announced.
    rerender({ secondsLeft: 3, active: true });
    expect(live.textContent).toBe('No longer idle.');
  });

  it('continues once on Continue, on Escape, and never on Logout', async () => {
    const { onContinue, onLogout } = renderIdle();
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onContinue).toHaveBeenCalledTimes(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onContinue).toHaveBeenCalledTimes(2);
  });

  it('forwards the ref and takes its copy from props', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <IdleDialog
        ref={ref}
        open
        secondsLeft={1}
        onContinue={() => {}}
        onLogout={() => {}}
        heading="¿Sigue ahí?"
        message="Por inactividad, cerraremos su sesión."
        countdown={(seconds) => `Quedan ${seconds} s.`}
        continueLabel="Continuar"
        logoutLabel="Salir"
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Sigue ahí?' });
    expect(ref.current).toBe(dialog);
    expect(within(dialog).getByText('Quedan 1 s.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Salir' })).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        'Por inactividad, cerraremos su sesión. Quedan 1 s.',
      ),
    );
  });

  it('renders the 1-second story', async () => {
    render(<OneSecondLeft />);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Your session ends in 1 second!', { selector: 'p' }),
    ).toBeTruthy();
  });
});
