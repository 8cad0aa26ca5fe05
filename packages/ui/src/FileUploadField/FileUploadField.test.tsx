import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileUploadField } from './FileUploadField';

afterEach(cleanup);

function choose(input: HTMLInputElement, names: string[]) {
  const transfer = new DataTransfer();
  for (const name of names) transfer.items.add(new File(['x'], name, { type: 'application/pdf' }));
  input.files = transfer.files;
  fireEvent.change(input);
}

describe('FileUploadField', () => {
  it('forwards the ref and rest props to the native input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <FileUploadField ref={ref} label="Proof of marriage" name="proof" data-testid="proof" />,
    );
    const input = screen.getByLabelText('Proof of marriage');
    expect(ref.current).toBe(input);
    expect(input.dataset.testid).toBe('proof');
    expect(input.getAttribute('name')).toBe('proof');
  });

  it('empties its list when the form is reset, as the browser empties the input', () => {
    render(
      <form>
        <FileUploadField label="Proof of marriage" name="proof" multiple />
        <button type="reset">Start again</button>
      </form>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Proof of marriage');
    act(() => choose(input, ['a.pdf', 'b.pdf']));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    act(() => screen.getByRole('button', { name: 'Start again' }).click());
    expect(input.files).toHaveLength(0);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('takes its words as props', () => {
    render(
      <FileUploadField
        label="Proof of marriage"
        name="proof"
        chosenFilesLabel="Your files"
        removeLabel="Delete"
        removeFileLabel={(name) => `Delete ${name}`}
        filesChosen={(names) => `You chose ${names.join(' and ')}.`}
      />,
    );
    act(() => choose(screen.getByLabelText('Proof of marriage'), ['licence.pdf']));
    expect(screen.getByRole('list', { name: 'Your files' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete licence.pdf' }).textContent).toBe('Delete');
    expect(screen.getByRole('status').textContent).toBe('You chose licence.pdf.');
  });
});
