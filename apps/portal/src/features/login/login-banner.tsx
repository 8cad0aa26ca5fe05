import { formatMessage, loginMessages } from '@portal/forms';
import { AlertBanner, Link } from '@portal/ui';
import { useEdition } from '../../editions/edition-context.js';
import { loginCopy } from './login-copy.js';
import type { LoginOutcome } from './login-outcome.js';

type BannerOutcome = Extract<
  LoginOutcome,
  { kind: 'wrongProgram' | 'invalidCredentials' | 'multipleAttempts' | 'serviceUnavailable' }
>;

/** The message above the login form for an outcome that keeps the member on the page. */
export function LoginBanner({ outcome }: { outcome: BannerOutcome }) {
  const edition = useEdition();
  switch (outcome.kind) {
    case 'invalidCredentials':
      return (
        <AlertBanner status="ERROR">
          <p>{loginMessages.invalidCredentials.text}</p>
          <p>{loginMessages.invalidCredentialsTryAgain.text}</p>
        </AlertBanner>
      );
    case 'multipleAttempts':
      return (
        <AlertBanner status="ERROR">
          <p>{loginMessages.multipleAttempts.text}</p>
        </AlertBanner>
      );
    case 'wrongProgram':
      return (
        <AlertBanner status="ERROR">
          <p>{loginMessages[edition.wrongProgramMessage].text}</p>
          {outcome.signInUrl ? (
            <p>
              <a href={outcome.signInUrl}>{edition.wrongProgramLinkText}</a>
            </p>
          ) : null}
        </AlertBanner>
      );
    case 'serviceUnavailable':
      return (
        <AlertBanner status="ERROR">
          <p>{loginMessages.serviceUnavailable.text}</p>
          <p>
            {formatMessage('serviceUnavailableContact')}{' '}
            <Link href="/contact">{loginCopy.contactUs}</Link>
          </p>
        </AlertBanner>
      );
  }
}
