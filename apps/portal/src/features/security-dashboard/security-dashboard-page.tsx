import { useSecuritySettings } from '@portal/api/swr';
import { Stack } from '@portal/ui';
import { InvalidMethodsNotice } from '../../security/invalid-methods-notice.js';
import { useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as pageStyles from '../../styles/page.css.js';
import { ChangePasswordSection } from './change-password-section.js';
import { securityDashboardCopy as copy } from './security-dashboard-copy.js';
import { SecurityQuestionsSection } from './security-questions-section.js';
import { TwoStepSection } from './two-step-section.js';

/**
 * /security-dashboard (member only): change the password (the current one first), the security
 * questions and the two-step preference; contact methods flagged invalid are listed under the
 * spec's notice. Each change sends a notice to the member's email (the service does that).
 */
export function SecurityDashboardPage() {
  const { user } = useSession();
  const memberId = user?.strMember_Id ?? null;
  const settings = useSecuritySettings(memberId);
  if (!user || !memberId) return null;
  return (
    <section className={pageStyles.page} aria-labelledby="security-dashboard-heading">
      <h1 id="security-dashboard-heading" className={pageStyles.heading}>
        {copy.heading}
      </h1>
      <Stack gap={5}>
        <p>{copy.intro}</p>
        {settings.error ? <ServiceUnavailableBanner withContactLink /> : null}
        {!settings.data && !settings.error ? <p role="status">{copy.loading}</p> : null}
        {settings.data ? (
          <>
            <InvalidMethodsNotice methods={settings.data.liContactMethods} />
            <ChangePasswordSection memberId={memberId} username={user.strUserId} />
            <SecurityQuestionsSection
              memberId={memberId}
              questionIds={settings.data.liSecurityQuestionIds}
            />
            <TwoStepSection memberId={memberId} settings={settings.data} />
          </>
        ) : null}
      </Stack>
    </section>
  );
}
