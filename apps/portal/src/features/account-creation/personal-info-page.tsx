import { useSaveAccountStep } from '@portal/api/swr';
import { useIsDirectLoad } from '../../app/use-navigation-rules.js';
import { personalInfoValuesOf } from './draft-values.js';
import { PersonalInfoStep } from './personal-info-step.js';
import { accountCreationFrame } from './step-frame.js';
import { useGoOnAfterSave, VisitorStepGate } from './visitor-step.js';

/** /account-creation/personal-info?flow=direct: a visitor's personal info, saved in the draft. */
export function PersonalInfoPage() {
  const save = useSaveAccountStep();
  const goOn = useGoOnAfterSave();
  const arrived = !useIsDirectLoad();
  return (
    <VisitorStepGate page="PERSONAL_INFO">
      {(draft) => {
        const enrollingAs = draft.objGetStarted?.strEnrollingAs;
        return (
          <PersonalInfoStep
            initialValues={personalInfoValuesOf(draft)}
            ssnLastFour={draft.objUserVO?.strSSNLast4 ?? null}
            enrollingAs={enrollingAs}
            frame={accountCreationFrame('PERSONAL_INFO', enrollingAs, arrived)}
            save={(objUserVO) => save.trigger({ strStep: 'PERSONAL_INFO', objUserVO })}
            onSaved={goOn}
          />
        );
      }}
    </VisitorStepGate>
  );
}
