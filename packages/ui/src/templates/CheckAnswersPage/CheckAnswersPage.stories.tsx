import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Checkbox } from '../../Checkbox/Checkbox';
import { ConfirmationPanel } from '../../ConfirmationPanel/ConfirmationPanel';
import { ErrorSummary } from '../../ErrorSummary/ErrorSummary';
import { SummaryCard, SummaryList } from '../../SummaryList';
import {
  demoStepIndicator,
  demoSteps,
  expectNoSidewaysScroll,
  narrowViewport,
  templateStoryDefaults,
} from '../internal/template-story-fixtures';
import { CheckAnswersPage } from './CheckAnswersPage';

const answers = (
  <>
    <SummaryCard title="Your details">
      <SummaryList
        rows={[
          {
            id: 'name',
            term: 'Name',
            value: 'Jordan Rivera',
            actions: [{ href: '#your-details', label: 'Change', context: 'name' }],
          },
          {
            id: 'dob',
            term: 'Date of birth',
            value: '14 March 1985',
            actions: [{ href: '#your-details', label: 'Change', context: 'date of birth' }],
          },
        ]}
      />
    </SummaryCard>
    <SummaryCard title="Contact details">
      <SummaryList
        rows={[
          {
            id: 'email',
            term: 'Email address',
            value: 'jordan.rivera@example.org',
            actions: [{ href: '#contact-details', label: 'Change', context: 'email address' }],
          },
        ]}
      />
    </SummaryCard>
  </>
);

const meta = {
  title: 'Templates/CheckAnswersPage',
  component: CheckAnswersPage,
  ...templateStoryDefaults,
  // The visual suite (tests/visual) also shoots these stories at 390 and 1280 px, the widths the
  // member screens built from this template are reviewed at.
  tags: ['visual-viewports'],
  args: {
    caption: 'Enrollment',
    stepIndicator: demoStepIndicator(3),
    stepCount: demoSteps.length,
    currentStepIndex: 3,
    backHref: '#your-plan',
    children: answers,
    declaration: (
      <p>
        By sending this application you confirm that, to the best of your knowledge, the answers you
        are giving are correct.
      </p>
    ),
    noValidate: true,
    onSubmit: (event: FormEvent) => event.preventDefault(),
  },
} satisfies Meta<typeof CheckAnswersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Answers, declaration, send',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Check your answers' }),
    ).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('region', { name: 'Your details' })).toBeVisible();
    // Each Change link says what it changes.
    await expect(canvas.getByRole('link', { name: 'Change date of birth' })).toBeVisible();
    // The form is the declaration: named by its heading, holding the button that sends.
    const form = canvas.getByRole('form', { name: 'Now send your application' });
    await expect(form).toContainElement(canvas.getByRole('button', { name: 'Accept and send' }));
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();
  },
};

/**
 * A declaration the member must tick: sending without it shows the error summary, which takes
 * focus; sending with it ends the flow on a confirmation whose heading takes focus.
 */
function DemoCheckAnswers() {
  const [agreed, setAgreed] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const [error, setError] = useState(false);
  const [sent, setSent] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    setError(!agreed);
    if (agreed) setSent(true);
  }

  if (sent) return <ConfirmationPanel heading="Application sent" autoFocus />;
  return (
    <CheckAnswersPage
      caption="Enrollment"
      backHref="#your-plan"
      noValidate
      onSubmit={submit}
      errorSummary={
        <ErrorSummary
          errors={
            error ? [{ fieldId: 'declaration', message: 'Tick to confirm your answers.' }] : []
          }
          focusKey={submitCount}
        />
      }
      declaration={
        <Checkbox
          id="declaration"
          name="declaration"
          label="I confirm that my answers are correct"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          errorKey={error ? 'declaration' : undefined}
          errorMessages={{ declaration: 'Tick to confirm your answers.' }}
        />
      }
    >
      {answers}
    </CheckAnswersPage>
  );
}

export const Declaration: Story = {
  name: 'A declaration to tick, then send',
  render: () => <DemoCheckAnswers />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and send' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());

    await userEvent.click(canvas.getByRole('link', { name: 'Tick to confirm your answers.' }));
    await expect(canvas.getByRole('checkbox', { name: /my answers are correct/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and send' }));
    const sent = await canvas.findByRole('heading', { level: 1, name: 'Application sent' });
    await waitFor(() => expect(sent).toHaveFocus());
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (320 px)',
  ...narrowViewport,
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept and send' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
