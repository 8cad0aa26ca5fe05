import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ErrorSummary } from '../../ErrorSummary/ErrorSummary';
import { RadioGroup } from '../../RadioGroup/RadioGroup';
import { TextField } from '../../TextField/TextField';
import {
  demoStepIndicator,
  demoSteps,
  expectNoSidewaysScroll,
  narrowViewport,
  templateStoryDefaults,
} from '../internal/template-story-fixtures';
import { QuestionPage } from './QuestionPage';

/** Stands in for the forms package's catalogue. */
const errorMessages = { required: 'Required.' } as const;

const meta = {
  title: 'Templates/QuestionPage',
  component: QuestionPage,
  ...templateStoryDefaults,
  // The visual suite (tests/visual) also shoots these stories at 390 and 1280 px, the widths the
  // member screens built from this template are reviewed at.
  tags: ['visual-viewports'],
  args: {
    heading: 'Your details',
    caption: 'Enrollment',
    lead: 'Enter your name as it is on your federal employment records.',
    stepIndicator: demoStepIndicator(0),
    stepCount: demoSteps.length,
    currentStepIndex: 0,
    backHref: '/dashboard',
    noValidate: true,
    onSubmit: (event: FormEvent) => event.preventDefault(),
    children: (
      <>
        <TextField label="First name" name="firstName" autoComplete="given-name" />
        <TextField label="Last name" name="lastName" autoComplete="family-name" />
      </>
    ),
  },
} satisfies Meta<typeof QuestionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'A group of fields',
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Your details' });
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute(
      'type',
      'submit',
    );
    // On first render focus stays where the page load put it: no announcement yet.
    await expect(heading).not.toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const HeadingAsLegend: Story = {
  name: 'Heading as the legend of the group',
  args: {
    heading: 'What is your home address?',
    lead: undefined,
    headingIsLegend: true,
    stepIndicator: demoStepIndicator(1),
    currentStepIndex: 1,
    children: (
      <>
        <TextField label="Address line 1" name="line1" autoComplete="address-line1" />
        <TextField label="Town or city" name="city" autoComplete="address-level2" />
        <TextField label="ZIP code" name="zip" autoComplete="postal-code" inputMode="numeric" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    // The heading names the group: each field is read with the question.
    const group = canvas.getByRole('group', { name: /What is your home address\?$/ });
    await expect(group).toContainElement(canvas.getByRole('textbox', { name: 'ZIP code' }));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'What is your home address?' }),
    ).toBeVisible();
  },
};

export const WithoutSteps: Story = {
  name: 'One question, no step indicator',
  args: {
    heading: 'Which plan do you want?',
    caption: undefined,
    lead: undefined,
    stepIndicator: undefined,
    stepCount: undefined,
    children: (
      <RadioGroup
        legend="Plan"
        name="plan"
        options={[
          { value: 'standard', label: 'Standard' },
          { value: 'high', label: 'High' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Progress' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Plan' })).toBeVisible();
  },
};

/**
 * A flow that changes step without a page load, as the forms bindings drive one: Continue
 * validates; a failed Continue shows the error summary, which takes focus; a passed one shows the
 * next step and moves focus to its heading, announcing 'Step 2 of 4: Contact details'; Back does
 * the same the other way.
 */
function DemoFlow() {
  const [step, setStep] = useState(0);
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ fieldId: string; message: string }[]>([]);
  const [submitCount, setSubmitCount] = useState(0);

  const missing = step === 0 ? firstName.trim() === '' : step === 1 ? email.trim() === '' : false;
  const fieldId = step === 0 ? 'first-name' : 'email';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    if (missing) {
      setErrors([{ fieldId, message: errorMessages.required }]);
      return;
    }
    setErrors([]);
    setStep((current) => Math.min(current + 1, demoSteps.length - 1));
  }

  const errorKey = errors.length > 0 ? 'required' : undefined;
  return (
    <QuestionPage
      heading={demoSteps[step]?.label}
      caption="Enrollment"
      stepIndicator={demoStepIndicator(step)}
      stepCount={demoSteps.length}
      currentStepIndex={step}
      backHref={step === 0 ? '/dashboard' : `#${demoSteps[step - 1]?.id}`}
      onBack={(event) => {
        if (step === 0) return;
        event.preventDefault();
        setErrors([]);
        setStep(step - 1);
      }}
      noValidate
      onSubmit={submit}
      errorSummary={
        <ErrorSummary
          errors={errors.map((error) => ({ ...error, prefixFieldName: true }))}
          focusKey={submitCount}
        />
      }
    >
      {step === 0 ? (
        <TextField
          id="first-name"
          label="First name"
          name="firstName"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          errorKey={errorKey}
          errorMessages={errorMessages}
        />
      ) : step === 1 ? (
        <TextField
          id="email"
          label="Email address"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errorKey={errorKey}
          errorMessages={errorMessages}
        />
      ) : (
        <RadioGroup
          legend="Plan"
          name="plan"
          options={[
            { value: 'standard', label: 'Standard' },
            { value: 'high', label: 'High' },
          ]}
        />
      )}
    </QuestionPage>
  );
}

export const Flow: Story = {
  name: 'Continue, an error, Back',
  render: () => <DemoFlow />,
  play: async ({ canvas, userEvent }) => {
    // Continue with the field empty: the error summary appears and takes focus.
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'First name: Required.' })).toBeVisible();

    // Filled in, Continue moves to step 2: its heading has focus, and the step is announced.
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Jordan');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const contact = await canvas.findByRole('heading', { level: 1, name: 'Contact details' });
    await waitFor(() => expect(contact).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Step 2 of 4: Contact details');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();

    // Back returns to step 1, focused and announced, with the answer kept.
    await userEvent.click(canvas.getByRole('link', { name: 'Back' }));
    const details = await canvas.findByRole('heading', { level: 1, name: 'Your details' });
    await waitFor(() => expect(details).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Step 1 of 4: Your details');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Jordan');
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (320 px)',
  ...narrowViewport,
  tags: ['no-visual'],
  args: { heading: 'Tell us about your dependants and their coverage' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
