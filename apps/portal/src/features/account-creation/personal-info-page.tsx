import { useSaveAccountStep } from '@portal/api/swr';
import { personalInfoValuesOf } from './draft-values.js';
import { PersonalInfoStep } from './personal-info-step.js';
import { useGoOnAfterSave, VisitorStepGate } from './visitor-step.js';

/** /account-creation/personal-info?flow=direct: a visitor's personal info, saved in the draft. */
export function PersonalInfoPage() {
  const save = useSaveAccountStep();
  const goOn = useGoOnAfterSave();
  return (
    <VisitorStepGate page="PERSONAL_INFO">
      {(draft, frame) => (
        <PersonalInfoStep
          initialValues={personalInfoValuesOf(draft)}
          ssnLastFour={draft.objUserVO?.strSSNLast4 ?? null}
          enrollingAs={draft.objGetStarted?.strEnrollingAs}
          frame={frame}
          save={(objUserVO) => save.trigger({ strStep: 'PERSONAL_INFO', objUserVO })}
          onSaved={goOn}
        />
      )}
    </VisitorStepGate>
  );
}
