/**
 * Client-side checks of chosen files against a field's `accept` and size limit. Pure functions:
 * the field reports the first problem, the app (or `@portal/forms`) owns the words. A browser's
 * picker already filters by `accept`, but a member can switch it to 'All files' or drop a file,
 * so the field checks again. The server must check too: these are for quick feedback only.
 */

/** What the checks read of a file: a `File` has all three. */
export interface FileFacts {
  name: string;
  /** The MIME type the browser guessed from the name, or '' when it has none. */
  type: string;
  /** In bytes. */
  size: number;
}

export interface FileRules {
  /** The input's `accept`: extensions ('.pdf') and MIME types ('image/png', 'image/*'). */
  accept?: string | undefined;
  /** The largest file allowed, in bytes. */
  maxFileSize?: number | undefined;
}

/** Why a file fails: not of an accepted type, or larger than the limit. */
export type FileProblemReason = 'type' | 'size';

export interface FileProblem {
  reason: FileProblemReason;
  file: FileFacts;
}

/** The app's text for each reason, or a function of the file's name for text that names it. */
export type FileProblemMessages = Readonly<
  Record<FileProblemReason, string | ((fileName: string) => string)>
>;

/** The tokens of an `accept` list, trimmed and lower case; empty ones dropped. */
function acceptTokens(accept: string): string[] {
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');
}

/**
 * Whether a file is of a type `accept` lists, matched as the HTML spec's `accept` is: an
 * extension against the end of the name, `type/*` against the MIME type's first part, anything
 * else against the whole MIME type (parameters ignored). No `accept` accepts every file. A file
 * whose type the browser does not know ('') is matched by its extension only.
 */
export function fileMatchesAccept(file: FileFacts, accept: string | undefined): boolean {
  const tokens = acceptTokens(accept ?? '');
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (type === '') return false;
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/**
 * The first problem among the files, in their order (for each file its type, then its size), or
 * `undefined` when every file passes. One problem at a time, as GOV.UK's file upload shows one
 * error message per field.
 */
export function findFileProblem(
  files: Iterable<FileFacts>,
  { accept, maxFileSize }: FileRules,
): FileProblem | undefined {
  for (const file of files) {
    if (!fileMatchesAccept(file, accept)) return { reason: 'type', file };
    if (maxFileSize !== undefined && file.size > maxFileSize) return { reason: 'size', file };
  }
  return undefined;
}

/** The caller's text for the first problem among the files, or `undefined` when they all pass. */
export function checkFiles(
  files: Iterable<FileFacts>,
  rules: FileRules,
  messages: FileProblemMessages,
): string | undefined {
  const problem = findFileProblem(files, rules);
  if (problem === undefined) return undefined;
  const message = messages[problem.reason];
  return typeof message === 'function' ? message(problem.file.name) : message;
}
