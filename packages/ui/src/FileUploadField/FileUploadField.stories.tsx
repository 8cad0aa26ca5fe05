import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { FileUploadField, type FileUploadFieldProps } from './FileUploadField';

/** Stands in for the forms package's catalogue: the kit only turns keys into text through it. */
const errorMessages = {
  required: 'Select a document.',
  type: 'The selected file must be a PDF, JPG or PNG.',
  size: 'The selected file must be smaller than 10 MB.',
} as const;

const hint = 'PDF, JPG or PNG, up to 10 MB each.';
const tenMegabytes = 10 * 1024 * 1024;

function file(name: string, type: string, size = 2_048) {
  const chosen = new File(['document'], name, { type });
  // The size the browser would report, without making the story hold megabytes.
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
}

/**
 * Chooses files as the browser's picker does: sets the input's files and fires `input` and
 * `change`. (user-event's `upload` replaces the `files` property, which a removal then cannot set.)
 */
function choose(input: HTMLElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const chosen of files) transfer.items.add(chosen);
  (input as HTMLInputElement).files = transfer.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const certificate = file('marriage-certificate.pdf', 'application/pdf');
const photo = file('birth-certificate.jpg', 'image/jpeg');

/**
 * The field as an app wires it: the problem the field finds becomes the error key, and the
 * close button clears it.
 */
function CheckedFileUploadField(args: FileUploadFieldProps) {
  const [errorKey, setErrorKey] = useState(args.errorKey);
  return (
    <FileUploadField
      {...args}
      errorKey={errorKey}
      onFilesChange={(files, problem) => {
        setErrorKey(problem?.reason);
        args.onFilesChange?.(files, problem);
      }}
      onDismissError={() => setErrorKey(undefined)}
    />
  );
}

const meta = {
  title: 'Forms/FileUploadField',
  component: FileUploadField,
  args: {
    label: 'Upload your documents',
    name: 'documents',
    hint,
    accept: '.pdf,.jpg,.jpeg,.png',
    maxFileSize: tenMegabytes,
    errorMessages,
    onFilesChange: fn(),
  },
  render: (args) => <CheckedFileUploadField {...args} />,
} satisfies Meta<typeof FileUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Upload your documents');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    await expect(input).toHaveAccessibleDescription(hint);
    await expect(input).not.toHaveAttribute('aria-invalid');
    // The native input is the control: Tab reaches it (Enter or Space opens the picker).
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const ChooseAndRemove: Story = {
  name: 'Choose files, then remove one',
  args: { multiple: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Upload your documents');
    choose(input, [certificate, photo]);

    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['marriage-certificate.pdf', 'birth-certificate.jpg']);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '2 files chosen: marriage-certificate.pdf, birth-certificate.jpg.',
    );
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([certificate, photo], undefined);

    // Keyboard: from the input, Tab to the first file's remove button; Enter removes it.
    input.focus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Remove marriage-certificate.pdf' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('marriage-certificate.pdf removed.');
    // The native input holds what the list shows, so a plain form post sends the same files.
    await expect(Array.from(input.files ?? []).map((chosen) => chosen.name)).toEqual([
      'birth-certificate.jpg',
    ]);
    // Focus moves to the next file's button, never to <body>.
    await expect(
      canvas.getByRole('button', { name: 'Remove birth-certificate.jpg' }),
    ).toHaveFocus();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([photo], undefined);
  },
};

export const OneFileChosen: Story = {
  name: 'One file chosen',
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Upload your documents');
    choose(input, [certificate]);
    await expect(canvas.getByRole('status')).toHaveTextContent('marriage-certificate.pdf chosen.');

    // Removing the last file puts focus back on the input, to choose again.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove marriage-certificate.pdf' }));
    await expect(input).toHaveFocus();
    await expect(input.files).toHaveLength(0);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    // Chosen again, so the story's screenshot shows a chosen file.
    choose(input, [certificate]);
    await expect(canvas.getByRole('list', { name: 'Chosen files' })).toBeVisible();
  },
};

export const WrongType: Story = {
  name: 'Error: wrong type',
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Upload your documents');
    // The picker filters by `accept`, but 'All files' or a drop gets past it: the field checks.
    const program = file('setup.exe', 'application/x-msdownload');
    choose(input, [program]);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([program], {
      reason: 'type',
      file: program,
    });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${hint} ${errorMessages.type}`);
    // The error is in a polite live region, so it is announced after the choice.
    const error = canvas.getByText(errorMessages.type);
    await expect(error.closest('[aria-live="polite"]')).not.toBeNull();
  },
};

export const TooLarge: Story = {
  name: 'Error: too large',
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Upload your documents');
    const scan = file('lease-scan.pdf', 'application/pdf', tenMegabytes + 1);
    choose(input, [scan]);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([scan], {
      reason: 'size',
      file: scan,
    });
    await expect(input).toHaveAccessibleDescription(`${hint} ${errorMessages.size}`);

    // Removing the file clears the problem, and the app clears the error.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove lease-scan.pdf' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(errorMessages.size)).not.toBeInTheDocument();
  },
};

export const Required: Story = {
  name: 'Error: nothing chosen',
  args: { errorKey: 'required', required: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Upload your documents');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(`${hint} ${errorMessages.required}`);

    // Keyboard: Tab to the input, Tab to the error's close button, Enter dismisses it and focus
    // goes back to the input.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss error' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Upload your documents')).toBeDisabled();
  },
};
