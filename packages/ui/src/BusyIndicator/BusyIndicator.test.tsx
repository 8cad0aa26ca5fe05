import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyIndicator, busyIndicatorDefaultDelayMs, busyIndicatorMessages } from './BusyIndicator';
import * as stories from './BusyIndicator.stories';

const { Idle } = composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('BusyIndicator', () => {
  it('shows and announces nothing for a request quicker than the delay', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(busyIndicatorDefaultDelayMs).toBe(300);
    const ref = createRef<HTMLDivElement>();
    const { rerender } = render(<BusyIndicator ref={ref} busy={false} />);
    rerender(<BusyIndicator ref={ref} busy />);
    expect(ref.current?.dataset.state).toBe('pending');
    act(() => vi.advanceTimersByTime(299));
    rerender(<BusyIndicator ref={ref} busy={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(ref.current?.dataset.state).toBe('idle');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the overlay and says the label once after the delay, then goes quiet', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ref = createRef<HTMLDivElement>();
    const { rerender } = render(<BusyIndicator ref={ref} busy />);
    act(() => vi.advanceTimersByTime(300));
    expect(ref.current?.dataset.state).toBe('busy');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(busyIndicatorMessages.label);
    rerender(<BusyIndicator ref={ref} busy={false} />);
    expect(ref.current?.dataset.state).toBe('idle');
    expect(status.textContent).toBe('');
    expect(ref.current?.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('does not move focus', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { rerender } = render(
      <>
        <button type="button">Save</button>
        <BusyIndicator busy={false} />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    rerender(
      <>
        <button type="button">Save</button>
        <BusyIndicator busy />
      </>,
    );
    act(() => vi.advanceTimersByTime(500));
    expect(document.activeElement).toBe(save);
  });

  it('takes its copy from props', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { rerender } = render(
      <BusyIndicator busy delayMs={0} label="Cargando" announceComplete completeLabel="Listo" />,
    );
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('status').textContent).toBe('Cargando');
    rerender(
      <BusyIndicator
        busy={false}
        delayMs={0}
        label="Cargando"
        announceComplete
        completeLabel="Listo"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Listo');
  });

  it('renders the idle story with an empty live region', () => {
    render(<Idle />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
