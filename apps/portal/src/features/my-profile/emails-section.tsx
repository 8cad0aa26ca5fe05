import type { UserProfile } from '@portal/api/profile';
import { useSaveProfileEmails } from '@portal/api/swr';
import { useSchemaForm } from '@portal/forms/react';
import { doEmailsMatch, EMAIL_MAX_LENGTH, isEmailAddress } from '@portal/forms/rules';
import { type ProfileEmailsForm, profileEmailsSchema } from '@portal/forms/schemas';
import { AlertBanner, Button, ErrorSummary, Stack, TextField } from '@portal/ui';
import * as styles from './my-profile.css.js';
import { myProfileCopy } from './my-profile-copy.js';
import { ProfileSection } from './profile-section.js';
import { useSectionSave } from './use-section-save.js';

const copy = myProfileCopy.emails;

/**
 * Emails (spec section 5): the work email and its confirmation must match; the other email, when
 * given, must differ from the work email and match its own confirmation. Each field shows the
 * green check once its value is valid (and, for a confirmation, matches). An email marked invalid
 * (indicator I, an alert pending) says so above the form; saving a new one resolves the alert.
 */
export function EmailsSection({ memberId, profile }: { memberId: string; profile: UserProfile }) {
  const emails = profile.objEmails;
  const form = useSchemaForm({
    schema: profileEmailsSchema,
    defaultValues: {
      workEmail: emails.strWork_Email ?? '',
      confirmWorkEmail: emails.strWork_Email ?? '',
      otherEmail: emails.strOther_Email ?? '',
      confirmOtherEmail: emails.strOther_Email ?? '',
    },
  });
  const saveSection = useSaveProfileEmails(memberId);
  const save = useSectionSave(saveSection.trigger, (outcome) =>
    form.applyServerErrors(outcome.fieldErrors as never),
  );
  const [workEmail, confirmWorkEmail, otherEmail, confirmOtherEmail] = form.form.watch([
    'workEmail',
    'confirmWorkEmail',
    'otherEmail',
    'confirmOtherEmail',
  ]) as string[];
  const flagged = emails.strWorkEmail_Ind === 'I' || emails.strOtherEmail_Ind === 'I';

  function send(values: ProfileEmailsForm) {
    return save.run({
      strWork_Email: values.workEmail,
      strConfirmWork_Email: values.confirmWorkEmail,
      strOther_Email: values.otherEmail ?? '',
      strConfirmOther_Email: values.confirmOtherEmail ?? '',
    });
  }

  const isEmail = (value: string | undefined) => isEmailAddress((value ?? '').trim());
  // The flagged address itself, unchanged, is not shown as valid.
  const stillFlagged = (value: string | undefined, which: 'work' | 'other') =>
    which === 'work'
      ? emails.strWorkEmail_Ind === 'I' && doEmailsMatch(value ?? '', emails.strWork_Email ?? '')
      : emails.strOtherEmail_Ind === 'I' && doEmailsMatch(value ?? '', emails.strOther_Email ?? '');
  const matches = (value: string | undefined, other: string | undefined) =>
    isEmail(value) && doEmailsMatch(value ?? '', other ?? '');

  return (
    <ProfileSection
      id="emails"
      heading={copy.heading}
      savedText={myProfileCopy.saved(copy.savedName)}
      memberId={memberId}
      save={save}
      notice={
        flagged && save.status.kind !== 'saved' ? (
          <AlertBanner status="ERROR">
            <p>{copy.flagged}</p>
          </AlertBanner>
        ) : null
      }
    >
      <ErrorSummary {...form.errorSummary} />
      <form className={styles.form} noValidate autoComplete="off" onSubmit={form.submit(send)}>
        <Stack gap={4}>
          <TextField
            variant="email"
            label={copy.workLabel}
            {...form.inputField('workEmail')}
            valid={isEmail(workEmail) && !stillFlagged(workEmail, 'work')}
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            required
          />
          <TextField
            variant="email"
            label={copy.confirmWorkLabel}
            {...form.inputField('confirmWorkEmail')}
            valid={matches(confirmWorkEmail, workEmail)}
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            required
          />
          <TextField
            variant="email"
            label={copy.otherLabel}
            hint={copy.otherHint}
            {...form.inputField('otherEmail')}
            valid={
              isEmail(otherEmail) &&
              !doEmailsMatch(otherEmail ?? '', workEmail ?? '') &&
              !stillFlagged(otherEmail, 'other')
            }
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="off"
          />
          <TextField
            variant="email"
            label={copy.confirmOtherLabel}
            {...form.inputField('confirmOtherEmail')}
            valid={matches(confirmOtherEmail, otherEmail)}
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="off"
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
