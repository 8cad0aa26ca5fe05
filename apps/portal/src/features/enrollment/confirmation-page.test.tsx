import type { ApiClient } from '@portal/api/client';
import {
  downloadDeclarationsPath,
  fetchEnrollmentConfirmationPath,
  fetchEnrollmentDraftPath,
} from '@portal/api/enrollment';
import { waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmedEnrollmentId,
  enrollmentConfirmationOf,
} from '../../testing/enrollment-confirmation.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { watchSavedFiles } from '../../testing/watch-saved-files.js';
import { EnrollmentConfirmationPage } from './confirmation-page.js';
import { EnrollmentFlowProvider } from './enrollment-flow.js';

/*
 * The enrollment confirmation (issue 21) read again by its id, as after a reload: the policy
 * number, when coverage starts, the cost, what happens next, the declarations PDF saved as a file
 * (or the failure said), and another member's enrollment as Page not found. The PDF itself is
 * apps/server's enrollment test.
 */

const session = { user: signedInMember(), settings: null, profileCompletion: null };
const pdf = new Blob(['%PDF-1.7 declarations'], { type: 'application/pdf' });

function confirmationAt(
  enrollmentId: string,
  answers: Record<string, unknown>,
  edition: 'MFB' | 'MP',
) {
  const fake = clientAnsweringByPath({
    [fetchEnrollmentDraftPath]: envelope(404, {
      strMessage: 'There is no enrollment in progress.',
    }),
    [fetchEnrollmentConfirmationPath]: envelope(200, {
      objConfirmation: enrollmentConfirmationOf(),
    }),
    [downloadDeclarationsPath]: envelope(200, {
      strDocumentId: confirmedEnrollmentId,
      strFileNm: 'declarations-LAW-2026-7100000001.pdf',
      strPath: `/downloadPDF/${confirmedEnrollmentId}`,
      strMediaType: 'application/pdf',
    }),
    ...answers,
  });
  const download = vi.fn(async (_path: string) => pdf);
  const client = { ...fake.client, download } as unknown as ApiClient;
  const page = renderPage(
    <EnrollmentFlowProvider>
      <Routes>
        <Route path="confirmation/:enrollmentId" element={<EnrollmentConfirmationPage />} />
      </Routes>
    </EnrollmentFlowProvider>,
    {
      edition,
      path: `/enrollment/confirmation/${enrollmentId}`,
      route: '/enrollment/*',
      session,
      client,
    },
  );
  return { ...page, fake, download };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(['MFB', 'MP'] as const)('enrollment confirmation (%s)', (edition) => {
  it('shows the policy number, the start, the cost and what happens next, and saves the declarations', async () => {
    const files = watchSavedFiles();
    const { screen, user, download } = confirmationAt(confirmedEnrollmentId, {}, edition);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Enrollment confirmation',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Your policy number')).toBeVisible();
    expect(screen.getByText('LAW-2026-7100000001')).toBeVisible();
    expect(screen.getByText('You are enrolled in High, Self Only, for 2026.')).toBeVisible();
    expect(screen.getByText('Your coverage starts on December 6, 2026.')).toBeVisible();
    expect(screen.getByText('It costs you $12.90 per paycheck.')).toBeVisible();
    const next = within(screen.getByRole('region', { name: 'What happens next' }));
    expect(next.getByText(/Your agency will start the payroll deduction/)).toBeVisible();
    expect(next.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(next.getByRole('link', { name: 'View your plan details' })).toHaveAttribute(
      'href',
      '/dashboard/program-dashboard?progId=LAW',
    );
    await expectNoAxeViolations();

    await user.click(next.getByRole('button', { name: 'Download your declarations (PDF)' }));
    expect(
      await screen.findByText(
        'Your declarations were downloaded as declarations-LAW-2026-7100000001.pdf.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(download).toHaveBeenCalledWith(`/downloadPDF/${confirmedEnrollmentId}`);
    expect(files.created).toHaveBeenCalledWith(pdf);
    expect(files.saved).toEqual([
      { name: 'declarations-LAW-2026-7100000001.pdf', href: 'blob:declarations' },
    ]);
    await waitFor(() => expect(files.revoked).toHaveBeenCalledWith('blob:declarations'));
    await expectNoAxeViolations();
  });

  it('says so when the declarations cannot be downloaded', async () => {
    const files = watchSavedFiles();
    const { screen, user } = confirmationAt(
      confirmedEnrollmentId,
      { [downloadDeclarationsPath]: new Error('offline') },
      edition,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Download your declarations (PDF)' }),
    );
    expect(await screen.findByRole('alert')).toMatchTextContent(
      "We're unable to complete your request at this time.",
    );
    expect(files.saved).toEqual([]);
    await expectNoAxeViolations();
  });

  it("shows Page not found for another member's enrollment, or an id that is none", async () => {
    const other = confirmationAt(
      '9d4b1c2a-0000-4000-8000-000000000000',
      {
        [fetchEnrollmentConfirmationPath]: envelope(404, {
          strMessage: 'We could not find this enrollment.',
        }),
      },
      edition,
    );
    await other.screen.findByText('Left the page for /page-not-found');
    other.unmount();

    const typed = confirmationAt('not-an-id', {}, edition);
    await typed.screen.findByText('Left the page for /page-not-found');
    expect(
      typed.fake.call.mock.calls.some(
        ([endpoint]) => endpoint.path === fetchEnrollmentConfirmationPath,
      ),
    ).toBe(false);
  });
});
