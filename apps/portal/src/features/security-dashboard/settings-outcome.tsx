import type { SecuritySettingsChangeOutcome } from '@portal/api/swr';
import { AlertBanner, Link } from '@portal/ui';
import { useErrorMessage } from '../../messages/error-messages.js';
import { securityDashboardCopy as copy } from './security-dashboard-copy.js';

/**
 * What a section shows after its form was sent: the success line, or the service-unavailable
 * message. Refusals by a rule show on their fields instead (applyServerErrors).
 */
export function SettingsOutcome({
  outcome,
  savedText,
}: {
  outcome: SecuritySettingsChangeOutcome | 'error' | null;
  savedText: string;
}) {
  const message = useErrorMessage();
  if (outcome === null || (outcome !== 'error' && outcome.kind === 'refused')) return null;
  if (outcome !== 'error' && outcome.kind === 'saved') {
    return (
      <AlertBanner status="SUCCESS">
        <p>{savedText}</p>
      </AlertBanner>
    );
  }
  return (
    <AlertBanner status="ERROR">
      <p>{message('serviceUnavailable')}</p>
      <p>
        {message('serviceUnavailableContact')} <Link href="/contact">{copy.contactUs}</Link>
      </p>
    </AlertBanner>
  );
}
