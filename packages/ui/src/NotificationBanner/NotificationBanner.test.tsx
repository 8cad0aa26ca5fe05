import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationBanner, notificationBannerMessages } from './NotificationBanner';

afterEach(cleanup);

describe('NotificationBanner', () => {
  it('is named by a title with the id the page gives, and forwards ref and rest props', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <NotificationBanner ref={ref} titleId="open-season-title" data-topic="open-season">
        <p>Open season runs from November 10 to December 8.</p>
      </NotificationBanner>,
    );
    const banner = screen.getByRole('region', {
      name: notificationBannerMessages.titles.important,
    });
    expect(ref.current).toBe(banner);
    expect(banner.getAttribute('aria-labelledby')).toBe('open-season-title');
    expect(document.getElementById('open-season-title')?.tagName).toBe('H2');
    expect(banner.dataset.topic).toBe('open-season');
  });

  it('focuses once on mount with autoFocus, and not again when it re-renders', () => {
    const { rerender } = render(
      <>
        <NotificationBanner type="success" heading="Saved." autoFocus />
        <button type="button">Next</button>
      </>,
    );
    const banner = screen.getByRole('alert', { name: 'Success' });
    expect(document.activeElement).toBe(banner);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    rerender(
      <>
        <NotificationBanner type="success" heading="Saved again." autoFocus />
        <button type="button">Next</button>
      </>,
    );
    expect(document.activeElement).toBe(next);
  });
});
