import { type FieldErrorKey, fieldErrorCatalogue } from '../field-errors.js';
import type { CatalogueEntry } from './catalogue-entry.js';
import { fillPlaceholders, type MessageParams } from './customer-care.js';
import { type LoginMessageKey, loginMessages } from './login-messages.js';
import { type MessageKey, messages } from './messages.js';
import { type PaymentMessageKey, paymentMessages } from './payment-messages.js';

/**
 * Every message of spec section 8 and every field error, under one stable key each. The field
 * catalogue and the payment messages share one entry (`paymentDateWeekend`), the same object; no
 * other key appears twice.
 */
export const errorCatalogue: Readonly<Record<ErrorMessageKey, CatalogueEntry>> = {
  ...fieldErrorCatalogue,
  ...loginMessages,
  ...messages,
  ...paymentMessages,
};

export type ErrorMessageKey = FieldErrorKey | LoginMessageKey | MessageKey | PaymentMessageKey;

export function isErrorMessageKey(value: unknown): value is ErrorMessageKey {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/**
 * The text of a message with its placeholders filled: `{phone}` with `params.phone` or the
 * configured customer-care number, and any other `{name}` with `params.name` (the idle countdown
 * takes `{ seconds }`).
 */
export function formatMessage(key: ErrorMessageKey, params?: MessageParams): string {
  return fillPlaceholders(errorCatalogue[key].text, params);
}

/** Spec section 8: the countdown of the idle dialog, with "second" for 1. */
export function formatIdleCountdown(seconds: number): string {
  return seconds === 1
    ? formatMessage('idleCountdownOneSecond')
    : formatMessage('idleCountdown', { seconds });
}

/**
 * The JSON object the service serves as `assets/error-messages/errormsg.json` (spec section 7): key
 * to text, keys sorted, `{phone}` filled in with the given number (default: the configured
 * customer-care number). Other placeholders (`{seconds}`) and rich-text links stay for the app.
 */
export function buildErrorMessagesAsset({
  phone,
}: {
  phone?: string;
} = {}): Record<ErrorMessageKey, string> {
  const params: MessageParams = phone === undefined ? {} : { phone };
  const keys = (Object.keys(errorCatalogue) as ErrorMessageKey[]).sort();
  return Object.fromEntries(keys.map((key) => [key, formatMessage(key, params)])) as Record<
    ErrorMessageKey,
    string
  >;
}
