import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FocusHeadingOptions, useFocusHeadingOnChange } from './useFocusHeadingOnChange';

afterEach(cleanup);

/** A page whose heading follows `step`, as a template's does. */
function Page({ step, ...options }: { step: number } & FocusHeadingOptions) {
  const { headingRef, announcement } = useFocusHeadingOnChange(step, options);
  return (
    <>
      <button type="button">Continue</button>
      <h1 ref={headingRef} tabIndex={-1}>
        {step === 1 ? 'Your details' : 'Contact details'}
      </h1>
      <p role="status">{announcement}</p>
    </>
  );
}

describe('useFocusHeadingOnChange', () => {
  it('leaves focus alone on the first render, then moves it to the heading when the key changes', () => {
    const { rerender } = render(<Page step={1} />);
    const button = screen.getByRole('button', { name: 'Continue' });
    button.focus();
    expect(screen.getByRole('status')).toHaveTextContent('');

    rerender(<Page step={2} />);
    expect(screen.getByRole('heading', { name: 'Contact details' })).toHaveFocus();
    // Without an announcement of its own, the heading's text is announced.
    expect(screen.getByRole('status')).toHaveTextContent('Contact details');
  });

  it('does not move focus again when the page re-renders with the same key', () => {
    const { rerender } = render(<Page step={1} />);
    rerender(<Page step={2} />);
    const button = screen.getByRole('button', { name: 'Continue' });
    button.focus();
    rerender(<Page step={2} announcement="changed" />);
    expect(button).toHaveFocus();
  });

  it('formats the announcement from the heading text', () => {
    const { rerender } = render(
      <Page step={1} announcement={(heading) => `Step 1 of 4: ${heading}`} />,
    );
    rerender(<Page step={2} announcement={(heading) => `Step 2 of 4: ${heading}`} />);
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 4: Contact details');
  });

  it('focuses on mount too with focusOnMount (a flow whose steps are routes)', () => {
    render(<Page step={1} focusOnMount />);
    expect(screen.getByRole('heading', { name: 'Your details' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Your details');
  });
});
