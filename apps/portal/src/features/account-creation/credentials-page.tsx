import { checkUsername, useApiClient, useHintQuestions } from '@portal/api/swr';
import { useSchemaForm } from '@portal/forms/react';
import { type AccountCredentialsForm, accountCredentialsSchema } from '@portal/forms/schemas';
import { Stack } from '@portal/ui';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../security/new-password-fields.js';
import { SecurityQuestionFields } from '../../security/security-question-fields.js';
import { credentialsCopy as copy } from './account-creation-copy.js';
import { type TypedCredentials, useAccountCreationFlow } from './account-creation-flow.js';
import { flowPaths } from './account-creation-steps.js';
import type { StepFrame } from './step-frame.js';
import { StepQuestionPage } from './step-question-page.js';
import { UsernameField, useUsernameCheck } from './username-field.js';
import { VisitorStepGate } from './visitor-step.js';

/**
 * /account-creation/credentials: the username (checked as typed), the password (the new-password
 * rules) and three security questions (retrieveHintQuestions). Nothing is saved here: a password
 * never goes into a draft. Continue keeps them in the page's memory for the check page, whose
 * Create account sends them (createUserAccount).
 */
export function CredentialsPage() {
  return (
    <VisitorStepGate page="CREDENTIALS">
      {(_draft, frame) => <CredentialsForm frame={frame} />}
    </VisitorStepGate>
  );
}

function CredentialsForm({ frame }: { frame: StepFrame }) {
  const navigate = useNavigate();
  const { credentials, setCredentials } = useAccountCreationFlow();
  const questions = useHintQuestions();
  const form = useSchemaForm({
    schema: accountCredentialsSchema,
    defaultValues: valuesOf(credentials),
  });
  const check = useUsernameCheck(form.form.watch('username') as string);
  const client = useApiClient();

  async function keep(values: AccountCredentialsForm) {
    // Pasted or filled in by the browser and sent at once, the name has not been checked yet:
    // it is checked now (the final submit checks it again in any case).
    const answer = check.answer ?? (await checkUsername(client, values.username.trim()));
    if (answer.kind === 'taken') {
      form.applyServerErrors({ username: 'usernameTaken' });
      return;
    }
    setCredentials({
      username: values.username,
      password: values.password,
      confirmPassword: values.confirmPassword,
      questions: ([1, 2, 3] as const).map((position) => ({
        questionId: values[`question${position}`],
        answer: values[`answer${position}`],
      })),
    });
    navigate(flowPaths.CHECK);
  }

  const options = questions.data?.map((question) => ({
    value: question.strQuestionId,
    label: question.strQuestion,
  }));
  return (
    <StepQuestionPage
      frame={frame}
      stepKey="CREDENTIALS"
      heading={copy.heading}
      lead={copy.lead}
      form={form}
      onSubmit={form.submit(keep)}
    >
      <UsernameField field={form.inputField('username')} check={check} />
      <Stack gap={2}>
        <p>{copy.passwordRules}</p>
        <NewPasswordFields
          field={(name) => form.inputField(name === 'newPassword' ? 'password' : name)}
          labels={{ newPassword: copy.passwordLabel, confirmPassword: copy.confirmPasswordLabel }}
        />
      </Stack>
      <SecurityQuestionFields field={(name) => form.inputField(name)} options={options} />
    </StepQuestionPage>
  );
}

function valuesOf(credentials: TypedCredentials | null) {
  const question = (index: number) => credentials?.questions[index];
  return {
    username: credentials?.username ?? '',
    password: credentials?.password ?? '',
    confirmPassword: credentials?.confirmPassword ?? '',
    question1: question(0)?.questionId ?? '',
    answer1: question(0)?.answer ?? '',
    question2: question(1)?.questionId ?? '',
    answer2: question(1)?.answer ?? '',
    question3: question(2)?.questionId ?? '',
    answer3: question(2)?.answer ?? '',
  };
}
