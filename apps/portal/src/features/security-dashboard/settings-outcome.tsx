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
  // A refusal shows on its fields; "Confirm it's you" shows in the section instead.
  if (
    outcome === null ||
    (outcome !== 'error' && (outcome.kind === 'refused' || outcome.kind === 'reauthRequired'))
  ) {
    return null;
  }
  if (outcome !== 'error' && outcome.kind === 'saved') {
    return (
      <AlertBanner status="SUCCESS">
        <p>{savedText}</p>
      </AlertBanner>
    );
  }
  return <ServiceUnavailableBanner withContactLink />;
}
