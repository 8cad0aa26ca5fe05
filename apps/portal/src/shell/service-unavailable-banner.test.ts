// @vitest-environment jsdom
import { type ApiClient, ApiError, requestTimeoutStatus } from '@portal/api/client';
import { ApiClientProvider, useSecuritySettings } from '@portal/api/swr';
import { cleanup, render, screen, within } from '@testing-library/react';
import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The kit's styles are vanilla-extract `.css.ts` modules, which the unit project runs without the
// build plugin that gives each its file scope; they load here under this file's scope instead.
setFileScope('apps/portal/src/shell/service-unavailable-banner.test.ts');
const { ServiceUnavailableBanner } = await import('./service-unavailable-banner.js');
endFileScope();

afterEach(cleanup);

/** A screen's usual wiring: its data hook's error is the banner's cue. */
function SettingsScreen() {
  const settings = useSecuritySettings('7100000002');
  return settings.error ? createElement(ServiceUnavailableBanner) : null;
}

const unavailable = "We're unable to complete your request at this time.";
const contactLine = /Please try again later or call customer care at/;

describe('ServiceUnavailableBanner', () => {
  it('announces the message and the contact line at once, as an alert', () => {
    render(createElement(ServiceUnavailableBanner));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(unavailable)).toBeTruthy();
    expect(within(alert).getByText(contactLine)).toBeTruthy();
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('links to the contact page when asked to', () => {
    render(createElement(ServiceUnavailableBanner, { withContactLink: true }));
    const link = within(screen.getByRole('alert')).getByRole('link', { name: 'Contact Us' });
    expect(link.getAttribute('href')).toBe('/contact');
  });

  it('shows when the client gives up on a request after its timeout', async () => {
    const client = {
      call: vi.fn().mockRejectedValue(new ApiError(requestTimeoutStatus, 'Gateway Timeout')),
    } as unknown as ApiClient;
    const providers = ({ children }: { children: ReactNode }) =>
      createElement(
        SWRConfig,
        { value: { provider: () => new Map(), shouldRetryOnError: false } },
        createElement(ApiClientProvider, { client, children }),
      );
    render(createElement(SettingsScreen), { wrapper: providers });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(unavailable)).toBeTruthy();
    expect(client.call).toHaveBeenCalledOnce();
  });
});
