import { warnInDevelopment } from '../internal/warn';

/**
 * The text for an error key: the catalogue's, or the fallback (with a development warning) when
 * the catalogue lacks the key. `undefined` when there is no error (no key, or an empty one).
 */
export function resolveFieldError({
  errorKey,
  errorMessages,
  fallbackErrorMessage,
  name,
}: {
  errorKey: string | undefined;
  errorMessages: Readonly<Record<string, string>> | undefined;
  fallbackErrorMessage: string;
  name: string;
}): string | undefined {
  if (errorKey === undefined || errorKey === '') return undefined;
  const message = errorMessages?.[errorKey];
  if (message !== undefined) return message;
  /* @__PURE__ */ warnInDevelopment(
    `the field "${name}" has errorKey "${errorKey}" but errorMessages has no text for it; showing the fallback message.`,
  );
  return fallbackErrorMessage;
}
