import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent as browserUserEvent } from 'vitest/browser';
import { Modal, modalMessages } from './Modal';
import * as stories from './Modal.stories';

const { WithSubheading } = composeStories(stories);

afterEach(cleanup);

/** A page whose own button opens the modal (no `trigger`). */
function Page({ open }: { open: boolean }) {
  return (
    <>
      <button type="button">Delete</button>
      <Modal open={open} heading="Are you sure you want to delete?" />
    </>
  );
}

describe('Modal', () => {
  it('forwards the ref and rest props to the dialog, named by its heading', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Modal ref={ref} defaultOpen heading="Payment history" data-testid="history">
        <p>No payments yet.</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment history' });
    expect(ref.current).toBe(dialog);
    expect(dialog.dataset.testid).toBe('history');
    expect(dialog.dataset.state).toBe('open');
    // No subheading, no description (Radix would otherwise point at a missing element).
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(within(dialog).getByRole('button', { name: modalMessages.close })).toBeTruthy();
  });

  it('stays open when controlled until the parent closes it', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Modal open onOpenChange={onOpenChange} heading="Are you sure you want to delete?" />,
    );
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(
      <Modal open={false} onOpenChange={onOpenChange} heading="Are you sure you want to delete?" />,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('runs a closing button’s handler before closing, and keeps a non-closing one open', async () => {
    const calls: string[] = [];
    render(
      <Modal
        defaultOpen
        onOpenChange={(open) => calls.push(`open:${open}`)}
        heading="Are you sure you want to delete?"
        buttons={[
          { label: 'Check again', closes: false, onClick: () => calls.push('check') },
          { label: 'YES', onClick: () => calls.push('yes') },
        ]}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check again' }));
    expect(calls).toEqual(['check']);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(calls).toEqual(['check', 'yes', 'open:false']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes its copy from props and falls back to one Close button', async () => {
    render(<Modal defaultOpen heading="Historial de pagos" buttons={[]} closeLabel="Cerrar" />);
    const dialog = await screen.findByRole('dialog', { name: 'Historial de pagos' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cerrar']);
  });

  it('returns focus to the element focused before it opened when there is no trigger', async () => {
    const { rerender } = render(<Page open={false} />);
    const deleteButton = screen.getByRole('button', { name: 'Delete' });
    deleteButton.focus();
    rerender(<Page open />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBe(document.activeElement),
    );
    rerender(<Page open={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(deleteButton);
  });

  it('warns in development when the heading is empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Modal heading=" " />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('empty heading'));
    warn.mockRestore();
  });

  it('renders the Incomplete Profile story with its description', async () => {
    render(<WithSubheading />);
    const dialog = await screen.findByRole('dialog', { name: 'Incomplete Profile' });
    const descriptionId = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(descriptionId)?.textContent).toContain(
      'Do you want to complete your profile first?',
    );
  });

  it('keeps the page behind from scrolling, with no <style> element the policy would refuse', async () => {
    // The service's policy is `style-src 'self'`: a <style> element written at run time is
    // refused (a console error), and whatever it was to do is not done.
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLStyleElement) added.push(node.textContent ?? '');
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    const { rerender } = render(
      <>
        <div style={{ height: '300vh' }}>A page taller than the window</div>
        <Modal open={false} heading="Are you sure you want to delete?" />
      </>,
    );
    try {
      window.scrollTo(0, 0);
      rerender(
        <>
          <div style={{ height: '300vh' }}>A page taller than the window</div>
          <Modal open heading="Are you sure you want to delete?" />
        </>,
      );
      const dialog = await screen.findByRole('dialog');
      const close = within(dialog).getByRole('button', { name: 'Close' });
      await waitFor(() => expect(close).toHaveFocus());
      // Real key presses (not synthetic events), which scroll a scrollable page.
      await browserUserEvent.keyboard('{PageDown}{End}{ArrowDown}');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(window.scrollY).toBe(0);
      expect(added).toEqual([]);

      // Closed, the page scrolls again.
      rerender(
        <>
          <div style={{ height: '300vh' }}>A page taller than the window</div>
          <Modal open={false} heading="Are you sure you want to delete?" />
        </>,
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await browserUserEvent.keyboard('{PageDown}');
      await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    } finally {
      observer.disconnect();
      window.scrollTo(0, 0);
    }
  });
});
