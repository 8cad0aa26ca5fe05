import { useUserProfile } from '@portal/api/swr';
import { ContentPage } from '@portal/ui';
import { useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { AddressesSection } from './addresses-section.js';
import { EmailsSection } from './emails-section.js';
import { MarketingSection } from './marketing-section.js';
import * as styles from './my-profile.css.js';
import { myProfileCopy as copy } from './my-profile-copy.js';
import { NotificationSection } from './notification-section.js';
import { PersonalSection } from './personal-section.js';
import { PhonesSection } from './phones-section.js';
import { ServiceSection } from './service-section.js';

/**
 * /my-profile (spec section 2; issue 22): every part of the member's profile, each section editing
 * in place with its own Save and error summary (fetchUserProfileDetails, then one call per
 * section). A section's failed save keeps what was typed; a contact change may first ask
 * "Confirm it's you". The contents list leads to each section (alerts link to #emails, #addresses).
 */
export function MyProfilePage() {
  const { user } = useSession();
  const memberId = user?.strMember_Id ?? null;
  const profile = useUserProfile(memberId);
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
          <PhonesSection memberId={memberId} profile={data} />
          <EmailsSection memberId={memberId} profile={data} />
          <AddressesSection memberId={memberId} profile={data} />
          <NotificationSection memberId={memberId} profile={data} />
          <MarketingSection memberId={memberId} profile={data} />
          {uniformed ? <ServiceSection memberId={memberId} profile={data} /> : null}
        </div>
      ) : null}
    </ContentPage>
  );
}
