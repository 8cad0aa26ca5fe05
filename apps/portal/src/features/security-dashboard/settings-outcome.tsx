import { AlertBanner } from '@portal/ui';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import type { SettingsSaveOutcome } from './use-settings-save.js';

/**
 * What a section shows after its form was sent: the success line, or the service-unavailable
 * message. Refusals by a rule show on their fields instead (applyServerErrors).
 */
export function SettingsOutcome({
  outcome,
  savedText,
}: {
  outcome: SettingsSaveOutcome | null;
  savedText: string;
}) {
  if (outcome === null || (outcome !== 'error' && outcome.kind === 'refused')) return null;
  if (outcome !== 'error' && outcome.kind === 'saved') {
    return (
      <AlertBanner status="SUCCESS">
        <p>{savedText}</p>
      </AlertBanner>
    );
  }
  return <ServiceUnavailableBanner withContactLink />;
}
