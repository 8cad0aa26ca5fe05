import type {
  DashboardAction,
  EnrollmentView,
  OfflineStep,
  ProgramDashboardResponse,
} from '@portal/api/dashboard';
import { useProgramDashboard } from '@portal/api/swr';
import type { ProgramId } from '@portal/forms/code-lists';
import { DashboardCard, KeyValuePanel, type KeyValuePanelAction, StatusTag } from '@portal/ui';
import { DeclarationsDownload } from '../../declarations/declarations-download.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { dashboardCopy as copy, dashboardLinks } from './dashboard-copy.js';
import * as styles from './dashboard-page.css.js';
import { EnrollCard } from './enroll-card.js';
import { enrollmentFacts } from './enrollment-facts.js';

type ProgramDashboard = NonNullable<ProgramDashboardResponse['strReturnObject']>;

/**
 * One program's cards on the dashboard, from one call (programDashboard): a panel for each plan
 * year the member has (this year, next year), or what they can enroll in; then how to take the
 * steps that are not online yet.
 */
export function ProgramCards({ memberId, programId }: { memberId: string; programId: ProgramId }) {
  const panel = useProgramDashboard(memberId, programId);
  if (panel.error !== undefined) return <ServiceUnavailableBanner />;
  if (panel.data === undefined) return null;
  return <ProgramCardsOf memberId={memberId} program={panel.data} withDetailsLink />;
}

export function ProgramCardsOf({
  memberId,
  program,
  withDetailsLink = false,
  detailed = false,
  headingLevel = 2,
}: {
  memberId: string;
  program: ProgramDashboard;
  /** The dashboard links each panel to the program's own page; that page does not. */
  withDetailsLink?: boolean;
  detailed?: boolean;
  headingLevel?: 2 | 3;
}) {
  const years = [program.objCurrentYear, program.objFutureYear].filter(
    (year): year is EnrollmentView => year !== null,
  );
  return (
    <>
      {years.length === 0 ? <EnrollCard program={program} headingLevel={headingLevel} /> : null}
      {years.map((enrollment, index) => {
        const title = copy.panelTitle(program.strProgramNm, enrollment.strPayYear);
        const status = copy.status[enrollment.strStatus];
        return (
          <KeyValuePanel
            key={enrollment.strEnrollmentId}
            title={title}
            headingLevel={headingLevel}
            status={<StatusTag tone={status.tone}>{status.label}</StatusTag>}
            items={enrollmentFacts(enrollment, { detailed })}
            actions={[
              ...yearActions(program.liActions, {
                planYear: enrollment.strPayYear,
                // Modify plan for next year, while the member has only this year's plan: on the
                // last panel, the plan it would change.
                orphansToo: index === years.length - 1,
                shownYears: years.map((year) => year.strPayYear),
                title,
              }),
              ...(withDetailsLink
                ? [
                    {
                      href: dashboardLinks.programDashboard(program.strProgId),
                      label: copy.actions.details,
                      context: copy.actions.context(title),
                    },
                  ]
                : []),
            ]}
          >
            <DeclarationsDownload
              memberId={memberId}
              enrollmentId={enrollment.strEnrollmentId}
              context={copy.actions.context(title)}
            />
          </KeyValuePanel>
        );
      })}
      {program.liOfflineSteps.length > 0 ? (
        <OtherChanges
          programName={program.strProgramNm}
          steps={program.liOfflineSteps}
          headingLevel={headingLevel}
        />
      ) : null}
    </>
  );
}

/**
 * The service's actions for a plan year's panel, those with a page to go to (Modify plan, Enroll).
 * Each panel downloads its own declarations (a button: the PDF needs the bearer token).
 */
function yearActions(
  actions: ReadonlyArray<DashboardAction>,
  where: { planYear: string; orphansToo: boolean; shownYears: string[]; title: string },
): KeyValuePanelAction[] {
  const { planYear, orphansToo, shownYears, title } = where;
  return actions
    .filter((action) =>
      action.strPayYear !== undefined && shownYears.includes(action.strPayYear)
        ? action.strPayYear === planYear
        : orphansToo,
    )
    .flatMap((action) =>
      action.strAction === 'modifyPlan' || action.strAction === 'enroll'
        ? [
            {
              href: action.strPath,
              label: copy.actions[action.strAction],
              context: copy.actions.context(title),
            },
          ]
        : [],
    );
}

function OtherChanges({
  programName,
  steps,
  headingLevel,
}: {
  programName: string;
  steps: ReadonlyArray<OfflineStep>;
  headingLevel: 2 | 3;
}) {
  return (
    <DashboardCard title={copy.otherChanges.title(programName)} headingLevel={headingLevel}>
      <ul className={styles.steps}>
        {steps.map((step) => (
          <li key={step.strTopic}>{step.strMessage}</li>
        ))}
      </ul>
    </DashboardCard>
  );
}
