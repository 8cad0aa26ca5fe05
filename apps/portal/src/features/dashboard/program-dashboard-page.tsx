import { AnswerError, useProgramDashboard } from '@portal/api/swr';
import { isCodeOf, type ProgramId, programIds } from '@portal/forms/code-lists';
import { AlertBanner, DashboardPage as DashboardTemplate, Link } from '@portal/ui';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as styles from '../../styles/page.css.js';
import { dashboardCopy as copy, dashboardLinks } from './dashboard-copy.js';
import { ProgramCardsOf } from './program-cards.js';

const defaultProgram: ProgramId = 'LAW';

/**
 * /dashboard/program-dashboard?progId=LAW (spec section 2): one program in full, this year and
 * next: the same call as the dashboard's panel (programDashboard), with the monthly cost, the pay
 * frequency and the policy number besides.
 */
export function ProgramDashboardPage() {
  const { user } = useSession();
  const [search] = useSearchParams();
  if (!user) return null;
  const asked = search.get('progId') ?? defaultProgram;
  return (
    <div className={styles.page}>
      <p>
        <Link href={dashboardLinks.dashboard}>{copy.programDashboard.back}</Link>
      </p>
      {isCodeOf(programIds, asked) ? (
        <ProgramDetails memberId={user.strMember_Id} programId={asked} />
      ) : (
        <UnknownProgram />
      )}
    </div>
  );
}

function ProgramDetails({ memberId, programId }: { memberId: string; programId: ProgramId }) {
  const panel = useProgramDashboard(memberId, programId);
  if (panel.error instanceof AnswerError && panel.error.returnCode === 404)
    return <UnknownProgram />;
  if (panel.error !== undefined) return <ServiceUnavailableBanner />;
  if (panel.data === undefined) return <p role="status">{copy.loading}</p>;
  return (
    <DashboardTemplate heading={panel.data.strProgramNm}>
      <ProgramCardsOf memberId={memberId} program={panel.data} detailed />
    </DashboardTemplate>
  );
}

function UnknownProgram() {
  return (
    <AlertBanner status="ERROR">
      <p>{copy.programDashboard.unknownProgram}</p>
    </AlertBanner>
  );
}
