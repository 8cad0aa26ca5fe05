export type {
  FileFacts,
  FileProblem,
  FileProblemMessages,
  FileProblemReason,
  FileRules,
} from './check-files';
export { checkFiles, fileMatchesAccept, findFileProblem } from './check-files';
export type { FileUploadFieldProps } from './FileUploadField';
export { FileUploadField, fileUploadFieldMessages } from './FileUploadField';
