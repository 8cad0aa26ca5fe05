import type { Ref } from 'react';
import { Button } from '../Button/Button';
import * as styles from './FileUploadField.css';

/** A chosen file with a key of its own: two files may share a name (from two folders). */
export interface ChosenFile {
  key: number;
  file: File;
}

export interface ChosenFileListProps {
  files: ReadonlyArray<ChosenFile>;
  /** The list's accessible name ('Chosen files'). */
  label: string;
  /** The remove buttons' visible text ('Remove'). */
  removeLabel: string;
  /** A remove button's accessible name, which names its file ('Remove scan.pdf'). */
  removeFileLabel: (fileName: string) => string;
  onRemove: (index: number) => void;
  /** Gets each remove button, so focus can move to a neighbour when one disappears. */
  removeButtonRef: (index: number) => Ref<HTMLButtonElement>;
  /** While the field is disabled, so is each remove button. */
  disabled?: boolean | undefined;
}

/** The chosen files' names, each with a button that removes it from the selection. */
export function ChosenFileList({
  files,
  label,
  removeLabel,
  removeFileLabel,
  onRemove,
  removeButtonRef,
  disabled,
}: ChosenFileListProps) {
  return (
    <ul aria-label={label} className={styles.fileList}>
      {files.map(({ key, file }, index) => (
        <li key={key} className={styles.fileItem}>
          <span className={styles.fileName}>{file.name}</span>
          <Button
            ref={removeButtonRef(index)}
            variant="link"
            disabled={disabled}
            // The name starts with the visible text, so voice control users can say it (WCAG 2.5.3).
            aria-label={removeFileLabel(file.name)}
            onClick={() => onRemove(index)}
          >
            {removeLabel}
          </Button>
        </li>
      ))}
    </ul>
  );
}
