import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DateField } from '../DateField/DateField';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { SelectField } from '../SelectField/SelectField';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { ErrorSummary } from './ErrorSummary';

/** Stands in for the forms package: its catalogue, and the summary text its bindings make. */
const errorMessages = { required: 'Required.', date: 'Invalid. Try again.' } as const;

/**
 * A form as the forms bindings would drive it: on a failed submit, every field gets its key and
 * the summary lists them in page order, then takes focus (the submit count is its focusKey). The
 * messages are the catalogue's, which name no field: the summary names them (`prefixFieldName`).
 */
function EnrollmentForm() {
  const [username, setUsername] = useState('');
  const [enrollmentType, setEnrollmentType] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ username?: string; enrollmentType?: string }>({});
  const [submitCount, setSubmitCount] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({
      username: username.trim() === '' ? 'required' : undefined,
      enrollmentType: enrollmentType === null ? 'required' : undefined,
    });
    setSubmitCount((count) => count + 1);
  }

  const summary = [
    errors.username
      ? { fieldId: 'username', message: errorMessages.required, prefixFieldName: true }
      : null,
    errors.enrollmentType
      ? { fieldId: 'enrollment-type', message: errorMessages.required, prefixFieldName: true }
      : null,
  ].filter((item) => item !== null);

  return (
    <Stack gap={5}>
      <ErrorSummary errors={summary} focusKey={submitCount} />
      <form noValidate onSubmit={submit} aria-label="Enrollment">
        <Stack gap={5}>
          <TextField
            id="username"
            label="Username"
            name="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            errorKey={errors.username}
            errorMessages={errorMessages}
          />
          <RadioGroup
            id="enrollment-type"
            legend="Enrollment type"
            name="enrollmentType"
            options={[
              { value: 'self', label: 'Self Only' },
              { value: 'self-plus-one', label: 'Self Plus One' },
              { value: 'family', label: 'Self and Family' },
            ]}
            value={enrollmentType}
            onChange={setEnrollmentType}
            errorKey={errors.enrollmentType}
            errorMessages={errorMessages}
          />
          <div>
            <Button type="submit">CONTINUE</Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'relationship', message: 'Relationship to you: Required.' },
      { fieldId: 'date-of-birth', message: 'Date of birth: Invalid. Try again.' },
    ],
  },
  render: (args) => (
    <Stack gap={5}>
      <ErrorSummary {...args} />
      <SelectField
        id="relationship"
        label="Relationship to you"
        name="relationship"
        options={[
          { value: 'spouse', label: 'Spouse' },
          { value: 'child', label: 'Child' },
        ]}
        errorKey="required"
        errorMessages={errorMessages}
      />
      <DateField
        id="date-of-birth"
        label="Date of birth"
        name="dateOfBirth"
        defaultValue="2031-02-03"
        errorKey="date"
        errorMessages={errorMessages}
      />
    </Stack>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'There is a problem' });
    const summary = canvas.getByRole('alert');
    await expect(summary).toContainElement(heading);
    // Focus moved to the summary when it appeared.
    await expect(summary.parentElement).toHaveFocus();

    const hashBefore = window.location.hash;
    // Keyboard: Tab to the first link, Enter moves focus to its field.
    await userEvent.tab();
    const selectLink = canvas.getByRole('link', { name: 'Relationship to you: Required.' });
    await expect(selectLink).toHaveFocus();
    await expect(selectLink).toHaveAttribute('href', '#relationship');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Relationship to you' })).toHaveFocus();

    // A link to a group (the date's segments) focuses its first segment.
    await userEvent.click(canvas.getByRole('link', { name: 'Date of birth: Invalid. Try again.' }));
    await expect(canvas.getByRole('spinbutton', { name: /^month/ })).toHaveFocus();
    // Focus moved without a hash change a client router could take for navigation.
    await expect(window.location.hash).toBe(hashBefore);
  },
};

export const NamesFields: Story = {
  name: 'Names the fields',
  args: {
    errors: [
      { fieldId: 'relationship', message: errorMessages.required, prefixFieldName: true },
      { fieldId: 'date-of-birth', message: errorMessages.date, prefixFieldName: true },
    ],
  },
  play: async ({ canvas }) => {
    // The catalogue's messages say nothing of their field: each link starts with the name the
    // field shows (a select's label; the label a date's segments point at).
    const links = within(canvas.getByRole('alert')).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Relationship to you: Required.',
      'Date of birth: Invalid. Try again.',
    ]);
  },
};

export const AfterSubmit: Story = {
  name: 'After a failed submit',
  render: () => <EnrollmentForm />,
  play: async ({ canvas, userEvent }) => {
    // No summary until a submit fails.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    const username = canvas.getByRole('textbox', { name: 'Username' });
    const submit = canvas.getByRole('button', { name: 'CONTINUE' });
    await userEvent.click(submit);

    const summary = canvas.getByRole('alert');
    await expect(summary.parentElement).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Username: Required.',
      'Enrollment type: Required.',
    ]);
    await expect(username).toHaveAttribute('aria-invalid', 'true');

    // The radio group's link focuses its first radio (none is checked yet).
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Enrollment type: Required.' }),
    );
    await expect(canvas.getByRole('radio', { name: 'Self Only' })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Username: Required.' }));
    await expect(username).toHaveFocus();

    // Fix one field and submit again: the shorter list takes focus again (new focusKey).
    await userEvent.keyboard('jdoe');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert').parentElement).toHaveFocus();
    await expect(within(canvas.getByRole('alert')).getAllByRole('link')).toHaveLength(1);

    // Answer the last one: the summary goes away.
    await userEvent.click(canvas.getByRole('radio', { name: 'Self and Family' }));
    await userEvent.click(submit);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const NoErrors: Story = {
  args: { errors: [] },
  render: (args) => <ErrorSummary {...args} data-testid="summary" />,
  play: async ({ canvasElement }) => {
    // An empty list renders nothing.
    await expect(canvasElement.querySelector('[data-testid="summary"]')).toBeNull();
  },
};

export const CustomHeading: Story = {
  args: { heading: 'Hay un problema', headingLevel: 3, disableAutoFocus: true },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Hay un problema' });
    await expect(heading).toBeInTheDocument();
    await expect(canvas.getByRole('alert').parentElement).not.toHaveFocus();
  },
};
