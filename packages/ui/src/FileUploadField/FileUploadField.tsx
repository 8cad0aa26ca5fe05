import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as fieldStyles from '../Field/Field.css';
import { type FieldErrorKeyProps, FieldErrorRow } from '../Field/FieldErrorRow';
import { FieldHint } from '../Field/FieldHint';
import { FieldLabel } from '../Field/FieldLabel';
import { useField } from '../Field/use-field';
import { cx } from '../internal/class-names';
import { mergeRefs } from '../internal/merge-refs';
import { textFieldMessages } from '../TextField/TextFieldBase';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { type ChosenFile, ChosenFileList } from './ChosenFileList';
import { type FileProblem, findFileProblem } from './check-files';
import * as styles from './FileUploadField.css';

export const fileUploadFieldMessages = {
  /** Accessible name of the error's close (×) button. */
  dismissErrorLabel: textFieldMessages.dismissErrorLabel,
  /** Shown when `errorKey` is not in `errorMessages` (spec section 8's generic message). */
  fallbackErrorMessage: textFieldMessages.fallbackErrorMessage,
  /** The accessible name of the list of chosen files. */
  chosenFilesLabel: 'Chosen files',
  /** The visible text of each file's remove button. */
  removeLabel: 'Remove',
  /** The accessible name of a file's remove button. */
  removeFileLabel: (fileName: string) => `Remove ${fileName}`,
  /** Announced (politely) when files are chosen. */
  filesChosen: (fileNames: ReadonlyArray<string>) =>
    fileNames.length === 1
      ? `${fileNames[0]} chosen.`
      : `${fileNames.length} files chosen: ${fileNames.join(', ')}.`,
  /** Announced (politely) when a file is removed. */
  fileRemoved: (fileName: string) => `${fileName} removed.`,
} as const;

export interface FileUploadFieldProps
  extends Omit<
      ComponentPropsWithRef<'input'>,
      'type' | 'children' | 'value' | 'defaultValue' | 'size'
    >,
    FieldErrorKeyProps {
  /** The visible label. Required: every field has a visible label (WCAG 1.3.1, 3.3.2). */
  label: string;
  name: string;
  /**
   * Help text under the label, wired with `aria-describedby`: say the accepted types and the size
   * limit here ('PDF, JPG or PNG, up to 10 MB each'); the field does not write it.
   */
  hint?: ReactNode;
  /** Extensions and MIME types ('.pdf,.jpg,.png'): filters the picker, and the field's check. */
  accept?: string;
  /** Several files at once. A new choice replaces the previous one, as the native input does. */
  multiple?: boolean;
  /** The largest file allowed, in bytes, for the field's check. */
  maxFileSize?: number;
  /**
   * The chosen files after each choice or removal, with the first problem found against `accept`
   * and `maxFileSize` (`findFileProblem`), or `undefined`. Turn the problem's `reason` into an
   * `errorKey` to show the error.
   */
  onFilesChange?: (files: File[], problem: FileProblem | undefined) => void;
  chosenFilesLabel?: string;
  removeLabel?: string;
  removeFileLabel?: (fileName: string) => string;
  filesChosen?: (fileNames: ReadonlyArray<string>) => string;
  fileRemoved?: (fileName: string) => string;
}

/** The files a native input holds now, set from a list (the only way to change them). */
function setInputFiles(input: HTMLInputElement, files: ReadonlyArray<File>) {
  // DataTransfer is the one constructor of a FileList (Chrome 60, Firefox 62, Safari 14.1).
  if (typeof DataTransfer === 'undefined') return;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  try {
    input.files = transfer.files;
  } catch {
    // testing-library's user-event `upload` replaces `files` with a getter of its own; the list
    // still shows the right files, only a plain form post would send the old ones.
  }
}

/**
 * A labelled file field on the native `<input type="file">`, which stays the focusable control:
 * its button, styled through `::file-selector-button`, opens the picker with Enter or Space and
 * the browser reads its label and choice. The chosen files are listed, each with a remove button,
 * and announced politely; hint and error are wired as every field of the kit. Rest props and
 * `ref` go to the `<input>`.
 */
export function FileUploadField({
  label,
  accept,
  multiple = false,
  maxFileSize,
  onFilesChange,
  onChange,
  chosenFilesLabel = fileUploadFieldMessages.chosenFilesLabel,
  removeLabel = fileUploadFieldMessages.removeLabel,
  removeFileLabel = fileUploadFieldMessages.removeFileLabel,
  filesChosen = fileUploadFieldMessages.filesChosen,
  fileRemoved = fileUploadFieldMessages.fileRemoved,
  className,
  ...props
}: FileUploadFieldProps) {
  const [field, inputProps] = useField(props, {
    idSuffix: 'file',
    messages: fileUploadFieldMessages,
  });
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const nextKey = useRef(0);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const controlRef = field.controlProps.ref;
  // Stable while the field's own ref is, so React does not detach and re-attach it each render.
  const mergedRef = useMemo(() => mergeRefs(controlRef, inputRef), [controlRef]);
  const removeButtons = useRef<Array<HTMLButtonElement | null>>([]);
  /** After a removal, the index whose button takes focus (the next file's, else the last). */
  const focusAfterRemoval = useRef<number | null>(null);

  function report(nextFiles: ChosenFile[]) {
    setFiles(nextFiles);
    const plain = nextFiles.map(({ file }) => file);
    onFilesChange?.(plain, findFileProblem(plain, { accept, maxFileSize }));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    const chosen = Array.from(event.currentTarget.files ?? []);
    // Nothing chosen (a cleared input): the input itself says 'No file chosen'.
    setAnnouncement(chosen.length > 0 ? filesChosen(chosen.map((file) => file.name)) : '');
    report(chosen.map((file) => ({ key: nextKey.current++, file })));
  }

  function removeFile(index: number) {
    const removed = files[index];
    if (removed === undefined) return;
    const remaining = files.filter((_file, position) => position !== index);
    if (inputRef.current) {
      setInputFiles(
        inputRef.current,
        remaining.map(({ file }) => file),
      );
    }
    focusAfterRemoval.current = index;
    setAnnouncement(fileRemoved(removed.file.name));
    report(remaining);
  }

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    // The button that was pressed is gone: focus its neighbour, or the input when none is left,
    // never <body> (WCAG 2.4.3).
    const neighbour = removeButtons.current[Math.min(index, files.length - 1)];
    (neighbour ?? inputRef.current)?.focus();
  }, [files]);

  useEffect(() => {
    // A form's reset empties the input without a change event: empty the list too.
    const form = inputRef.current?.form;
    if (!form) return;
    const clear = () => {
      setFiles([]);
      setAnnouncement('');
    };
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);

  return (
    <div className={fieldStyles.field} data-state={field.state}>
      <FieldLabel {...field.labelProps}>{label}</FieldLabel>
      {field.hint ? <FieldHint {...field.hintProps}>{field.hint}</FieldHint> : null}
      <input
        {...inputProps}
        {...field.controlProps}
        ref={mergedRef}
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={handleChange}
        className={cx(styles.input, className)}
      />
      {/* A live region from the start, so the error that follows a choice is announced. */}
      <div aria-live="polite">
        {field.errorProps ? <FieldErrorRow {...field.errorProps} /> : null}
      </div>
      {files.length > 0 ? (
        <ChosenFileList
          files={files}
          label={chosenFilesLabel}
          removeLabel={removeLabel}
          removeFileLabel={removeFileLabel}
          onRemove={removeFile}
          disabled={inputProps.disabled}
          removeButtonRef={(index) => (button) => {
            removeButtons.current[index] = button;
          }}
        />
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
