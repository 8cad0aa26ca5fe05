import { useUserProfile } from '@portal/api/swr';
import { ContentPage } from '@portal/ui';
import { lazy, Suspense, useEffect } from 'react';
import { sessionStore, useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { EditableSection } from './editable-section.js';
import * as styles from './my-profile.css.js';
import { myProfileCopy as copy } from './my-profile-copy.js';
import { PersonalSection } from './personal-section.js';
import {
  addressRows,
  emailRows,
  marketingRows,
  notificationRows,
  phoneRows,
} from './profile-summaries.js';

// Each form loads when its section opens: the page itself shows the profile as saved (issue 22
// item 9: at most 30 kB more script than the dashboard). The form kit is shared once loaded.
const PhonesSection = lazy(async () => ({
  default: (await import('./phones-section.js')).PhonesSection,
}));
const EmailsSection = lazy(async () => ({
  default: (await import('./emails-section.js')).EmailsSection,
}));
const AddressesForm = lazy(async () => ({
  default: (await import('./addresses-form.js')).AddressesForm,
}));
const NotificationSection = lazy(async () => ({
  default: (await import('./notification-section.js')).NotificationSection,
}));
const MarketingSection = lazy(async () => ({
  default: (await import('./marketing-section.js')).MarketingSection,
}));
// Only uniformed members have it: its schema, date input and branch list load for them alone.
const ServiceSection = lazy(async () => ({
  default: (await import('./service-section.js')).ServiceSection,
}));

/**
 * /my-profile (spec section 2; issue 22): every part of the member's profile as saved, each
 * section opening in place with Change into its form, with its own Save and error summary
 * (fetchUserProfileDetails, then one call per section). A failed save keeps what was typed; a
 * contact change may first ask "Confirm it's you". An email or address marked invalid opens its
 * form at once, and so does a link to a section (an alert's /my-profile#emails).
 */
export function MyProfilePage() {
  const { user } = useSession();
  const memberId = user?.strMember_Id ?? null;
  const profile = useUserProfile(memberId);
  // The profile as read now carries the user object: the header's red dot follows it, also after
  // an address save, whose answer is not the profile (the profile is read again instead).
  const freshUser = profile.data?.objuservo;
  useEffect(() => {
    if (freshUser) sessionStore.updateUser(freshUser);
  }, [freshUser]);
  if (!memberId) return null;
  const data = profile.data;
  const uniformed = data?.strEnrollingAs === 'M' || data?.strEnrollingAs === 'FMM';
  const contents = [
    { href: '#personal', label: copy.personal.heading },
    { href: '#phones', label: copy.phones.heading },
    { href: '#emails', label: copy.emails.heading },
    { href: '#addresses', label: copy.addresses.heading },
    { href: '#notification', label: copy.notification.heading },
    { href: '#marketing', label: copy.marketing.heading },
    ...(uniformed ? [{ href: '#service', label: copy.service.heading }] : []),
  ];
  return (
    <ContentPage
      heading={copy.heading}
      lead={copy.lead}
      contents={data ? contents : []}
      contentsLabel={copy.contents}
    >
      {profile.error ? <ServiceUnavailableBanner withContactLink /> : null}
      {!data && !profile.error ? <p role="status">{copy.loading}</p> : null}
      {data ? (
        <div className={styles.sections}>
          <PersonalSection profile={data} />
          <EditableSection
            id="phones"
            heading={copy.phones.heading}
            rows={phoneRows(data)}
            changeLabel={copy.phones.change}
            form={<PhonesSection memberId={memberId} profile={data} />}
          />
          <EditableSection
            id="emails"
            heading={copy.emails.heading}
            rows={emailRows(data)}
            changeLabel={copy.emails.change}
            startOpen={
              data.objEmails.strWorkEmail_Ind === 'I' || data.objEmails.strOtherEmail_Ind === 'I'
            }
            form={<EmailsSection memberId={memberId} profile={data} />}
          />
          <EditableSection
            id="addresses"
            heading={copy.addresses.heading}
            rows={addressRows(data)}
            changeLabel={copy.addresses.change}
            startOpen={
              data.objUserAddressVO?.strInvalid === 'Y' || data.objMailAddressVO?.strInvalid === 'Y'
            }
            form={<AddressesForm memberId={memberId} profile={data} />}
          />
          <EditableSection
            id="notification"
            heading={copy.notification.heading}
            rows={notificationRows(data)}
            changeLabel={copy.notification.change}
            form={<NotificationSection memberId={memberId} profile={data} />}
          />
          <EditableSection
            id="marketing"
            heading={copy.marketing.heading}
            rows={marketingRows(data)}
            changeLabel={copy.marketing.change}
            form={<MarketingSection memberId={memberId} profile={data} />}
          />
          {uniformed ? (
            <Suspense fallback={null}>
              <ServiceSection memberId={memberId} profile={data} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </ContentPage>
  );
}
