import type { AddressStep } from '@portal/api/account-creation';
import type { UserProfile } from '@portal/api/profile';
import { useSaveProfileAddresses } from '@portal/api/swr';
import type { AddressForm } from '@portal/forms/schemas';
import { AlertBanner, Button, ErrorSummary, Stack } from '@portal/ui';
import { AddressFields } from '../../address/address-fields.js';
import { type AddressValues, addressStepOf } from '../../address/address-values.js';
import { useAddressForm } from '../../address/use-address-form.js';
import * as styles from './my-profile.css.js';
import { myProfileCopy } from './my-profile-copy.js';
import { ProfileSection } from './profile-section.js';
import { useSectionSave } from './use-section-save.js';

const copy = myProfileCopy.addresses;

/** The saved addresses as the form's values (strings throughout). */
function addressValuesOf(profile: UserProfile): AddressValues {
  const residence = profile.objUserAddressVO;
  const mailing = profile.objMailAddressVO;
  return {
    addressLine1: residence?.strAddress_Line1 ?? '',
    addressLine2: residence?.strAddress_Line2 ?? '',
    city: residence?.strCity ?? '',
    state: residence?.strState ?? '',
    zip: residence?.strZip ?? '',
    mailingSameAsResidence: profile.strMailingSameAsResidence ?? 'Y',
    mailingAddressLine1: mailing?.strAddress_Line1 ?? '',
    mailingAddressLine2: mailing?.strAddress_Line2 ?? '',
    mailingCity: mailing?.strCity ?? '',
    mailingState: mailing?.strState ?? '',
    mailingZip: mailing?.strZip ?? '',
    keepResidenceAsEntered: residence?.strVerification === 'I',
    keepMailingAsEntered: mailing?.strVerification === 'I',
  };
}

/**
 * The residence and mailing addresses, through the same ZIP and state check as account creation
 * (useAddressForm), saved with EditEnrolleeAddress. An address marked invalid says so above the
 * form; saving it again resolves its alert. Loaded when the member opens it (addresses-section.tsx):
 * the ZIP check and its contracts are a third of the page's script.
 */
export function AddressesForm({ memberId, profile }: { memberId: string; profile: UserProfile }) {
  const address = useAddressForm(addressValuesOf(profile));
  const { form } = address;
  const saveSection = useSaveProfileAddresses(memberId);
  const save = useSectionSave(
    (step: AddressStep) => saveSection.trigger(step),
    address.applyRefusal,
  );
  const flaggedResidence = profile.objUserAddressVO?.strInvalid === 'Y';
  const flaggedMailing = profile.objMailAddressVO?.strInvalid === 'Y';

  return (
    <ProfileSection
      id="addresses"
      heading={copy.heading}
      savedText={myProfileCopy.saved(copy.savedName)}
      memberId={memberId}
      save={save}
      notice={
        (flaggedResidence || flaggedMailing) && save.status.kind !== 'saved' ? (
          <AlertBanner status="ERROR">
            {flaggedResidence ? <p>{copy.flaggedResidence}</p> : null}
            {flaggedMailing ? <p>{copy.flaggedMailing}</p> : null}
          </AlertBanner>
        ) : null
      }
    >
      <ErrorSummary {...form.errorSummary} />
      <form
        className={styles.form}
        noValidate
        autoComplete="off"
        onSubmit={form.submit((values: AddressForm) => save.run(addressStepOf(values)))}
      >
        <Stack gap={4}>
          <AddressFields address={address} />
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
