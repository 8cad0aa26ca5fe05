import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toastDefaultDurationMs } from './Toast';
import * as stories from './Toast.stories';
import { type ToastApi, ToastProvider, type ToastProviderProps, useToast } from './ToastProvider';

const { Danger } = composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

let capturedApi: ToastApi | null = null;

/** A page button, and a hook into the provider's API. */
function Capture() {
  capturedApi = useToast();
  return <button type="button">Save</button>;
}

function Orphan() {
  useToast();
  return null;
}

/** Renders a provider and hands back its API, to drive it directly. */
function renderProvider(props: Omit<ToastProviderProps, 'children'> = {}) {
  capturedApi = null;
  const result = render(
    <ToastProvider {...props}>
      <Capture />
    </ToastProvider>,
  );
  const api = capturedApi as ToastApi | null;
  if (!api) throw new Error('no toast API');
  return { ...result, api };
}

function items() {
  return screen.queryAllByRole('listitem');
}

describe('ToastProvider', () => {
  // The provider draws its toasts with a module it loads once mounted (ToastItem). The first toast
  // appears when it arrives; the tests below then drive the timers synchronously.
  beforeAll(async () => {
    const { api } = renderProvider();
    act(() => {
      api.showToast({ status: 'success', message: 'Shown before the module arrived.' });
    });
    expect(await screen.findByRole('listitem')).toHaveTextContent(
      'Success: Shown before the module arrived.',
    );
    cleanup();
  });

  it('dismisses a toast after 6000 ms by default', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    expect(toastDefaultDurationMs).toBe(6000);
    const { api } = renderProvider();
    act(() => {
      api.showToast({ status: 'success', message: 'Your bank account was saved.' });
    });
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(5999));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);
  });

  it('keeps the time left across a pause', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { api } = renderProvider();
    act(() => {
      api.showToast({ status: 'danger', message: 'Payment declined.', durationMs: 1000 });
    });
    const toast = screen.getByText('Payment declined.').closest('[data-timer]') as HTMLElement;
    act(() => vi.advanceTimersByTime(600));
    const dismiss = within(toast).getByRole('button');
    act(() => dismiss.focus());
    expect(toast.dataset.timer).toBe('paused');
    act(() => vi.advanceTimersByTime(10_000));
    expect(items()).toHaveLength(1);
    act(() => dismiss.blur());
    act(() => vi.advanceTimersByTime(399));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);
  });

  it('returns ids, dismisses by id, and announces each toast once in the polite region', async () => {
    const { api } = renderProvider();
    let first = '';
    let second = '';
    act(() => {
      first = api.showToast({ status: 'success', message: 'One.', durationMs: Infinity });
      second = api.showToast({ status: 'danger', message: <b>Two.</b>, durationMs: Infinity });
    });
    expect(first).not.toBe(second);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.getAttribute('aria-atomic')).toBe('false');
    expect([...status.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Success: One.',
      'Error: Two.',
    ]);
    act(() => api.dismissToast(first));
    expect(items().map((item) => item.textContent)).toEqual(['Error: Two.']);
    expect(status.textContent).toBe('Error: Two.');
  });

  it('moves focus to another toast, then back to the page, when a focused toast goes', () => {
    const { api } = renderProvider();
    let first = '';
    let second = '';
    act(() => {
      first = api.showToast({ status: 'success', message: 'One.', durationMs: Infinity });
      second = api.showToast({ status: 'success', message: 'Two.', durationMs: Infinity });
    });
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    const [firstClose, secondClose] = screen.getAllByRole('button', {
      name: 'Dismiss notification',
    });
    act(() => firstClose?.focus());
    act(() => api.dismissToast(first));
    expect(document.activeElement).toBe(secondClose);
    act(() => api.dismissToast(second));
    expect(document.activeElement).toBe(save);
  });

  it('takes its copy from props and forwards the ref to the region', () => {
    const ref = createRef<HTMLElement>();
    const { api } = renderProvider({
      ref,
      regionLabel: 'Avisos',
      dismissLabel: 'Cerrar aviso',
      statusLabels: { success: 'Listo:' },
    });
    expect(ref.current?.hidden).toBe(true);
    act(() => {
      api.showToast({ status: 'success', message: 'Guardado.', durationMs: Infinity });
    });
    const region = screen.getByRole('region', { name: 'Avisos' });
    expect(ref.current).toBe(region);
    expect(within(region).getByRole('listitem').textContent).toBe('Listo: Guardado.');
    expect(within(region).getByRole('button', { name: 'Cerrar aviso' })).toBeTruthy();
  });

  it('throws a helpful error outside a provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/ToastProvider/);
    error.mockRestore();
  });

  it('renders the danger story with its prefix', () => {
    render(<Danger />);
    expect(screen.getByText(/unable to complete/).closest('[data-state]')?.textContent).toMatch(
      /^Error: /,
    );
  });
});
