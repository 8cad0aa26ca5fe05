import type { UserProfile } from '@portal/api/profile';
import { useSaveProfilePhones } from '@portal/api/swr';
import { alternatePhoneTypes, optionsOf, phoneTypes } from '@portal/forms/code-lists';
import { useSchemaForm } from '@portal/forms/react';
import { type ProfilePhonesForm, profilePhonesSchema } from '@portal/forms/schemas';
import { Button, ErrorSummary, SelectField, Stack, TextField } from '@portal/ui';
import * as styles from './my-profile.css.js';
import { myProfileCopy } from './my-profile-copy.js';
import { ProfileSection } from './profile-section.js';
import { useSectionSave } from './use-section-save.js';

const copy = myProfileCopy.phones;

/** Phones: the primary number with its type (M, H, W), an alternate with its type (M, O). */
export function PhonesSection({ memberId, profile }: { memberId: string; profile: UserProfile }) {
  const phones = profile.objPhones;
  const form = useSchemaForm({
    schema: profilePhonesSchema,
    // '' is a choice not made yet, which the schema refuses as 'required': not its input type.
    defaultValues: {
      primaryPhone: phones.strDay_Time_Ph ?? '',
      primaryPhoneType: phones.strPrimaryPhone_type ?? '',
      alternatePhone: phones.strOther_Ph ?? '',
      alternatePhoneType: phones.strSecondaryPhone_type ?? '',
    } as never,
  });
  const saveSection = useSaveProfilePhones(memberId);
  const save = useSectionSave(saveSection.trigger, (outcome) =>
    form.applyServerErrors(outcome.fieldErrors as never),
  );

  function send(values: ProfilePhonesForm) {
    return save.run({
      strDay_Time_Ph: values.primaryPhone,
      strPrimaryPhone_type: values.primaryPhoneType,
      strOther_Ph: values.alternatePhone ?? '',
      strSecondaryPhone_type: values.alternatePhone ? (values.alternatePhoneType ?? '') : '',
    });
  }

  return (
    <ProfileSection
      id="phones"
      heading={copy.heading}
      savedText={myProfileCopy.saved(copy.savedName)}
      memberId={memberId}
      save={save}
    >
      <ErrorSummary {...form.errorSummary} />
      <form className={styles.form} noValidate autoComplete="off" onSubmit={form.submit(send)}>
        <Stack gap={4}>
          <p>{copy.noticeHint}</p>
          <TextField
            label={copy.primaryLabel}
            hint={copy.primaryHint}
            {...form.inputField('primaryPhone')}
            inputMode="tel"
            maxLength={20}
            autoComplete="tel"
            required
          />
          <SelectField
            label={copy.primaryTypeLabel}
            placeholder={copy.chooseType}
            {...form.inputField('primaryPhoneType')}
            options={optionsOf(phoneTypes)}
            required
          />
          <TextField
            label={copy.alternateLabel}
            {...form.inputField('alternatePhone')}
            inputMode="tel"
            maxLength={20}
            autoComplete="off"
          />
          <SelectField
            label={copy.alternateTypeLabel}
            placeholder={copy.chooseType}
            {...form.inputField('alternatePhoneType')}
            options={optionsOf(alternatePhoneTypes)}
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
