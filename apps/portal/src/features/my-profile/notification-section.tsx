import type { UserProfile } from '@portal/api/profile';
import { useSaveNotificationPreference } from '@portal/api/swr';
import { notificationPreferences, optionsOf } from '@portal/forms/code-lists';
import { useSchemaForm } from '@portal/forms/react';
import {
  type NotificationPreferenceForm,
  notificationPreferenceSchema,
} from '@portal/forms/schemas';
import { Button, Checkbox, ErrorSummary, RadioGroup, Stack } from '@portal/ui';
import * as styles from './my-profile.css.js';
import { myProfileCopy } from './my-profile-copy.js';
import { ProfileSection } from './profile-section.js';
import { useSectionSave } from './use-section-save.js';

const copy = myProfileCopy.notification;

/** How the member hears from the plan: E, L or B; email notices (E, B) need the consent. */
export function NotificationSection({
  memberId,
  profile,
}: {
  memberId: string;
  profile: UserProfile;
}) {
  const saved = profile.objNotification;
  const form = useSchemaForm({
    schema: notificationPreferenceSchema,
    defaultValues: {
      notificationPreference: saved.strNotificationPref ?? '',
      electronicConsent: saved.strElectronicConsent === 'Y',
    } as never,
  });
  const saveSection = useSaveNotificationPreference(memberId);
  const save = useSectionSave(saveSection.trigger, (outcome) =>
    form.applyServerErrors(outcome.fieldErrors as never),
  );

  function send(values: NotificationPreferenceForm) {
    return save.run({
      strNotificationPref: values.notificationPreference,
      blnElectronicConsent: values.electronicConsent,
    });
  }

  return (
    <ProfileSection
      id="notification"
      heading={copy.heading}
      savedText={myProfileCopy.savedOne(copy.savedName)}
      memberId={memberId}
      save={save}
    >
      <ErrorSummary {...form.errorSummary} />
      <form className={styles.form} noValidate autoComplete="off" onSubmit={form.submit(send)}>
        <Stack gap={4}>
          <RadioGroup
            legend={copy.legend}
            {...form.valueField<string>('notificationPreference')}
            options={optionsOf(notificationPreferences)}
            required
          />
          <Checkbox
            label={copy.consentLabel}
            hint={copy.consentHint}
            {...form.checkboxField('electronicConsent')}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={form.isSubmitting}>
              {myProfileCopy.save}
            </Button>
          </div>
        </Stack>
      </form>
    </ProfileSection>
  );
}
