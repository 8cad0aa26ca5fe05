import type { UserProfile } from '@portal/api/profile';
import { useSaveMarketingPreferences } from '@portal/api/swr';
import { optionsOf, type ProfileSection as SectionCode } from '@portal/forms/code-lists';
import { useSchemaForm } from '@portal/forms/react';
import { type MarketingPreferencesForm, marketingPreferencesSchema } from '@portal/forms/schemas';
import { Button, ErrorSummary, RadioGroup, Stack } from '@portal/ui';
import * as styles from './my-profile.css.js';
import { marketingSectionLabels, myProfileCopy } from './my-profile-copy.js';
import { ProfileSection } from './profile-section.js';
import { useSectionSave } from './use-section-save.js';

const copy = myProfileCopy.marketing;

/**
 * Marketing preferences by section (spec section 3's codes A, C, M, P, B, S): yes or no for each.
 * Only the sections changed are sent; the others keep what is saved (another tab's save too).
 */
export function MarketingSection({
  memberId,
  profile,
}: {
  memberId: string;
  profile: UserProfile;
}) {
  const saved = Object.fromEntries(
    profile.liMarketingPrefs.map((pref) => [pref.strSection, pref.strOptIn]),
  ) as Record<SectionCode, 'Y' | 'N'>;
  const form = useSchemaForm({
    schema: marketingPreferencesSchema,
    defaultValues: { sections: saved },
  });
  const saveSection = useSaveMarketingPreferences(memberId);
  const save = useSectionSave(saveSection.trigger, (outcome) =>
    form.applyServerErrors(outcome.fieldErrors as never),
  );

  function send(values: MarketingPreferencesForm) {
    const changed = Object.entries(values.sections)
      .filter(([section, optIn]) => saved[section as SectionCode] !== optIn)
      .map(([section, optIn]) => ({ strSection: section as SectionCode, strOptIn: optIn }));
    // Nothing changed: saving everything as it is still says so.
    const prefs =
      changed.length > 0
        ? changed
        : profile.liMarketingPrefs.map(({ strSection, strOptIn }) => ({ strSection, strOptIn }));
    return save.run({ liMarketingPrefs: prefs });
  }

  return (
    <ProfileSection
      id="marketing"
      heading={copy.heading}
      savedText={myProfileCopy.saved(copy.savedName)}
      memberId={memberId}
      save={save}
    >
      <ErrorSummary {...form.errorSummary} />
      <form className={styles.form} noValidate autoComplete="off" onSubmit={form.submit(send)}>
        <Stack gap={4}>
          <p>{copy.intro}</p>
          {profile.liMarketingPrefs.map(({ strSection }) => (
            <RadioGroup
              key={strSection}
              legend={marketingSectionLabels[strSection]}
              orientation="horizontal"
              {...form.valueField<string>(`sections.${strSection}` as never)}
              options={optionsOf(copy.options)}
            />
          ))}
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
