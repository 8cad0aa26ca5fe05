import { AlertBanner, Link } from '@portal/ui';
import { useErrorMessage } from '../messages/error-messages.js';
import { shellCopy } from './shell-copy.js';

/**
 * The one service-unavailable message (spec section 2: 'We're unable to complete your request at
 * this time.' plus the contact-customer-care line), for a refusal the member cannot fix, a call
 * that never reached the service and one the client gave up on after its timeout (an `ApiError`
 * with `requestTimeoutStatus`, 504). The kit's ERROR banner is `role="alert"`: mount it when the
 * problem arrives and screen readers announce it at once.
 *
 * `withContactLink` adds a link to /contact after the contact line, for the screens of signing in
 * and of the member's account; the contact form itself, and content pages, show the line alone.
 */
export function ServiceUnavailableBanner({
  withContactLink = false,
}: {
  withContactLink?: boolean;
}) {
  const message = useErrorMessage();
  return (
    <AlertBanner status="ERROR">
      <p>{message('serviceUnavailable')}</p>
      {withContactLink ? (
        <p>
          {message('serviceUnavailableContact')} <Link href="/contact">{shellCopy.contactUs}</Link>
        </p>
      ) : (
        <p>{message('serviceUnavailableContact')}</p>
      )}
    </AlertBanner>
  );
}
