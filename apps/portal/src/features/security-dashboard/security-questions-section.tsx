import { useChangeSecurityQuestions } from '@portal/api/swr';
import { type SecurityQuestionId, securityQuestions } from '@portal/forms/code-lists';
import { useSchemaForm } from '@portal/forms/react';
import { NEW_PASSWORD_MAX_LENGTH } from '@portal/forms/rules';
import {
  type ChangeSecurityQuestionsForm,
  changeSecurityQuestionsSchema,
} from '@portal/forms/schemas';
import { Button, Card, ErrorSummary, PasswordField, Stack } from '@portal/ui';
import { SecurityQuestionFields } from '../../security/security-question-fields.js';
import * as formStyles from '../../styles/form-page.css.js';
import * as styles from './security-dashboard.css.js';
import { securityDashboardCopy as copy } from './security-dashboard-copy.js';
import { SettingsOutcome } from './settings-outcome.js';
import { useSettingsSave } from './use-settings-save.js';

const emptyForm = {
  currentPassword: '',
  question1: '',
  answer1: '',
  question2: '',
  answer2: '',
  question3: '',
  answer3: '',
};

/** Change security questions: the current ones are named (never their answers); three new ones replace them. */
export function SecurityQuestionsSection({
  memberId,
  questionIds,
}: {
  memberId: string;
  questionIds: readonly SecurityQuestionId[];
}) {
  const change = useChangeSecurityQuestions(memberId);
  const form = useSchemaForm({ schema: changeSecurityQuestionsSchema, defaultValues: emptyForm });

  const { outcome, save } = useSettingsSave(form, change.trigger, {
    fields: emptyForm,
    clearOnSave: true,
  });
  const saveQuestions = (values: ChangeSecurityQuestionsForm) =>
    save({
      strCurrentPassword: values.currentPassword,
      liSecurityQuestions: ([1, 2, 3] as const).map((position) => ({
        strQuestionId: values[`question${position}`],
        strAnswer: values[`answer${position}`],
      })),
    });

  return (
    <Card as="section" aria-labelledby="security-questions-heading">
      <h2 id="security-questions-heading" className={styles.sectionHeading}>
        {copy.questionsHeading}
      </h2>
      <Stack gap={4}>
        <SettingsOutcome outcome={outcome} savedText={copy.questionsChanged} />
        <ErrorSummary {...form.errorSummary} />
        {questionIds.length > 0 ? (
          <div>
            <p>{copy.currentQuestions}</p>
            <ul className={formStyles.plainList} aria-label={copy.currentQuestions}>
              {questionIds.map((id) => (
                <li key={id}>{securityQuestions[id]}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p>{copy.noQuestions}</p>
        )}
        <form
          className={styles.form}
          noValidate
          autoComplete="off"
          onSubmit={form.submit(saveQuestions)}
        >
          <Stack gap={4}>
            <SecurityQuestionFields
              legend={copy.newQuestionsLegend}
              field={(name) => form.inputField(name)}
            />
            <PasswordField
              label={copy.currentPasswordLabel}
              hint={copy.questionsPasswordHint}
              {...form.inputField('currentPassword')}
              maxLength={NEW_PASSWORD_MAX_LENGTH}
              autoComplete="current-password"
              required
            />
            <div className={styles.actions}>
              <Button type="submit" busy={form.isSubmitting}>
                {copy.changeQuestions}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
