import type { SecuritySettings } from '@portal/api/security-settings';
import { useUpdateTwoStepSettings } from '@portal/api/swr';
import { useSchemaForm } from '@portal/forms/react';
import { formatUsPhoneNumber } from '@portal/forms/rules';
import { createTwoStepSettingsSchema, type TwoStepSettingsForm } from '@portal/forms/schemas';
import { Button, Card, ErrorSummary, RadioGroup, Stack } from '@portal/ui';
import { useMemo, useState } from 'react';
import { ConfirmItsYou } from '../../security/confirm-its-you.js';
import { contactKindLabels } from '../../security/security-copy.js';
import * as styles from './security-dashboard.css.js';
import { securityDashboardCopy as copy } from './security-dashboard-copy.js';
import { SettingsOutcome } from './settings-outcome.js';
import { useSettingsSave } from './use-settings-save.js';

/**
 * Two-step verification: on or off, and whether codes come by email or text message (spec
 * section 3: E, S). Each method names where its codes would go.
 */
export function TwoStepSection({
  memberId,
  settings,
}: {
  memberId: string;
  settings: SecuritySettings;
}) {
  const update = useUpdateTwoStepSettings(memberId);
  const usable = (method: 'E' | 'S') =>
    settings.liContactMethods.find(
      (entry) => entry.strMethod === method && entry.strInvalid === 'N',
    );
  const email = usable('E');
  const phone = usable('S');
  const schema = useMemo(
    () =>
      createTwoStepSettingsSchema({
        hasMobilePhone: settings.strHasMobilePhone === 'Y',
        hasValidEmail: email !== undefined,
      }),
    [settings.strHasMobilePhone, email],
  );
  const defaultValues = {
    twoStepEnabled: settings.strTwoFactorEnabled,
    // With no method chosen yet, offer the first one that can be used.
    twoStepMethod: settings.str2FAPref ?? (email ? 'E' : phone ? 'S' : 'E'),
  };
  const form = useSchemaForm({ schema, defaultValues });
  // A phone on file reads as people write it, '(202) 555-0143', not as ten bare digits.
  const destination = (entry: NonNullable<typeof email>) =>
    entry.strMethod === 'S' ? formatUsPhoneNumber(entry.strDestination) : entry.strDestination;
  const methodHint = (entry: typeof email) =>
    entry ? `${contactKindLabels[entry.strContactKind]}: ${destination(entry)}` : undefined;

  // The choice saved stays on screen.
  const { outcome, save } = useSettingsSave(form, update.trigger, {
    fields: defaultValues,
    clearOnSave: false,
  });
  // The change waiting for "Confirm it's you" (issue 22: a two-step change needs it), sent again
  // as it was once the member has confirmed.
  const [waiting, setWaiting] = useState<Parameters<typeof save>[0] | null>(null);
  const saveTwoStep = (values: TwoStepSettingsForm) => {
    const request = {
      strTwoFactorEnabled: values.twoStepEnabled,
      str2FAPref: values.twoStepMethod,
    };
    setWaiting(request);
    return save(request);
  };
  const confirming = outcome !== null && outcome !== 'error' && outcome.kind === 'reauthRequired';

  return (
    <Card as="section" aria-labelledby="two-step-heading">
      <h2 id="two-step-heading" className={styles.sectionHeading}>
        {copy.twoStepHeading}
      </h2>
      <Stack gap={4}>
        <SettingsOutcome outcome={outcome} savedText={copy.twoStepSaved} />
        <ErrorSummary {...form.errorSummary} />
        <p>{copy.twoStepIntro}</p>
        <form className={styles.form} noValidate onSubmit={form.submit(saveTwoStep)}>
          <Stack gap={4}>
            <RadioGroup
              legend={copy.twoStepEnabledLegend}
              options={[
                { value: 'Y', label: copy.twoStepEnabledOptions.Y },
                { value: 'N', label: copy.twoStepEnabledOptions.N },
              ]}
              orientation="horizontal"
              {...form.valueField<string | null>('twoStepEnabled')}
              required
            />
            <RadioGroup
              legend={copy.twoStepMethodLegend}
              options={[
                {
                  value: 'E',
                  label: copy.twoStepMethodOptions.E,
                  ...(methodHint(email) && { hint: methodHint(email) }),
                },
                {
                  value: 'S',
                  label: copy.twoStepMethodOptions.S,
                  ...(methodHint(phone) && { hint: methodHint(phone) }),
                },
              ]}
              {...form.valueField<string | null>('twoStepMethod')}
              required
            />
            <div className={styles.actions}>
              <Button type="submit" busy={form.isSubmitting}>
                {copy.saveTwoStep}
              </Button>
            </div>
          </Stack>
        </form>
        {confirming && waiting ? (
          <ConfirmItsYou
            memberId={memberId}
            onConfirmed={() => save(waiting)}
            onCancel={() => setWaiting(null)}
            onSignedOut={() => setWaiting(null)}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
