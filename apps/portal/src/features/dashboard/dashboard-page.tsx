import type { User } from '@portal/api/sign-in';
import { useMultiProgramDashboard } from '@portal/api/swr';
import { DashboardCard, DashboardPage as DashboardTemplate } from '@portal/ui';
import { useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as styles from '../../styles/page.css.js';
import { dashboardCopy as copy } from './dashboard-copy.js';
import { OpenSeasonBanner } from './open-season-banner.js';
import { ProgramCards } from './program-cards.js';

/**
 * The member's home after sign-in (spec section 2 '/dashboard'; the kit's `DashboardPage`
 * template): a greeting, the open-season banner while it runs, then for each program the member
 * has (multiProgramDashboard) its panels, from one call per program; then the account's cards.
 */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return <MemberDashboard user={user} />;
}

function MemberDashboard({ user }: { user: User }) {
  const overview = useMultiProgramDashboard(user.strMember_Id);
  const notice =
    overview.error !== undefined ? (
      <ServiceUnavailableBanner />
    ) : overview.data === undefined ? (
      <p role="status">{copy.loading}</p>
    ) : overview.data.blnOpenSeason && overview.data.dtOSEndDate ? (
      <OpenSeasonBanner endDate={overview.data.dtOSEndDate} />
    ) : null;
  return (
    <div className={styles.page}>
      <DashboardTemplate
        heading={copy.greeting(user.strFirst_Nm)}
        lead={copy.intro}
        notice={notice}
      >
        {overview.data?.liPrograms.map((program) => (
          <ProgramCards
            key={program.strProgId}
            memberId={user.strMember_Id}
            programId={program.strProgId}
          />
        ))}
        {[copy.securitySettings, copy.banks].map((card) => (
          <DashboardCard key={card.title} title={card.title} actions={[card.action]}>
            <p>{card.text}</p>
          </DashboardCard>
        ))}
      </DashboardTemplate>
    </div>
  );
}
