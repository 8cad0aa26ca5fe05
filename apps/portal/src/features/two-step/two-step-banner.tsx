import { AlertBanner, Link } from '@portal/ui';
import { useErrorMessage } from '../../messages/error-messages.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { twoStepCopy } from './two-step-copy.js';

/** A problem that keeps the member on a two-step page (not a refused code: the field says that). */
export type TwoStepProblem = 'unavailable' | 'tooMany' | 'noContact';

export function TwoStepBanner({ problem }: { problem: TwoStepProblem }) {
  const message = useErrorMessage();
  switch (problem) {
    case 'unavailable':
      return <ServiceUnavailableBanner />;
    case 'tooMany':
      return (
        <AlertBanner status="ERROR">
          <p>{message('oneTimeCodeSendLimit')}</p>
        </AlertBanner>
      );
    case 'noContact':
      return (
        <AlertBanner status="ERROR">
          <p>{message('oneTimeCodeNoContact')}</p>
          <p>
            <Link href="/contact">{twoStepCopy.contactUs}</Link>
          </p>
        </AlertBanner>
      );
  }
}
