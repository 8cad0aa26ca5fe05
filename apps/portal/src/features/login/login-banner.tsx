import { AlertBanner } from '@portal/ui';
import { useEdition } from '../../editions/edition-context.js';
import { useErrorMessage } from '../../messages/error-messages.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import type { LoginOutcome } from './login-outcome.js';

export type BannerOutcome =
  | Extract<
      LoginOutcome,
      { kind: 'wrongProgram' | 'invalidCredentials' | 'multipleAttempts' | 'serviceUnavailable' }
    >
  /** Two-step verification sent the member back: its pending sign-in is over. */
  | { kind: 'twoStepSignInEnded' };

/** The message above the login form for an outcome that keeps the member on the page. */
export function LoginBanner({ outcome }: { outcome: BannerOutcome }) {
  const edition = useEdition();
  const message = useErrorMessage();
  switch (outcome.kind) {
    case 'invalidCredentials':
      return (
        <AlertBanner status="ERROR">
          <p>{message('invalidCredentials')}</p>
          <p>{message('invalidCredentialsTryAgain')}</p>
        </AlertBanner>
      );
    case 'multipleAttempts':
      return (
        <AlertBanner status="ERROR">
          <p>{message('multipleAttempts')}</p>
        </AlertBanner>
      );
    case 'wrongProgram':
      return (
        <AlertBanner status="ERROR">
          <p>{message(edition.wrongProgramMessage)}</p>
          {outcome.signInUrl ? (
            <p>
              <a href={outcome.signInUrl}>{edition.wrongProgramLinkText}</a>
            </p>
          ) : null}
        </AlertBanner>
      );
    case 'twoStepSignInEnded':
      return (
        <AlertBanner status="ERROR">
          <p>{message('twoStepSignInEnded')}</p>
        </AlertBanner>
      );
    case 'serviceUnavailable':
      return <ServiceUnavailableBanner withContactLink />;
  }
}
