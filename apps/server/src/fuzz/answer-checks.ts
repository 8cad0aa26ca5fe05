import { errorEnvelopeSchema } from '@portal/api/envelope';

/**
 * What no answer may show, whatever was sent (OWASP ASVS 7.4.1: a generic message, no internals).
 * Checked on the answer's text after the request's own strings are taken out (a search echoes its
 * words back; that is not a leak).
 */
export const internalDetailPatterns: readonly { name: string; pattern: RegExp }[] = [
  // A stack frame: "    at fn (/path/file.js:1:2)" or "at file:///…".
  { name: 'stack frame', pattern: /(^|\\n|\n)\s*at\s+\S+.*?(\(|file:|:\d+:\d+)/ },
  // A file of the service or its machine.
  {
    name: 'file path',
    pattern:
      /(file:\/\/|node_modules|\/(home|work|tmp|usr|var|opt|srv|app)\/|[\w-]+\/[\w.-]+\.(?:[cm]?[jt]s|sql|node)\b)/,
  },
  // SQL text or a database's own words.
  {
    name: 'SQL',
    pattern:
      /\b(select\s+\*\s+from|select\s+[\w".]+\s*,\s*[\w".]+.*\sfrom\s|insert\s+into\s+\w+|update\s+"?\w+"?\s+set\s|delete\s+from\s+\w+|SQLITE_\w+|syntax error at or near|violates (unique|foreign key|not-null|check) constraint|duplicate key value|no such (table|column)|relation "[^"]+" does not exist)/i,
  },
  // A column of the schema (snake_case names that never travel on the wire).
  {
    name: 'column name',
    pattern:
      /\b(member_id|password_hash|token_hash|session_key|bank_id|account_number|routing_number|user_id_normalized|refresh_hash|private_jwk|answer_hash|code_hash)\b/,
  },
  // An error class or a runtime's error text.
  { name: 'error class', pattern: /\b[A-Z][A-Za-z]*(Error|Exception)\b/ },
  { name: "'Error:'", pattern: /\bError:/ },
  {
    name: 'error code',
    pattern: /\b(FST_[A-Z_]+|ERR_[A-Z_]+|E(CONNREFUSED|CONNRESET|NOENT|ACCES|PIPE))\b/,
  },
];

/** The names of the patterns an answer matches, once the request's own strings are removed. */
export function internalDetailsIn(answer: string, requestStrings: readonly string[]): string[] {
  let text = answer;
  // Longest first, so a short string does not break a longer echo apart.
  for (const echoed of [...requestStrings].filter(Boolean).sort((a, b) => b.length - a.length)) {
    if (echoed.length >= 3) {
      text = text.split(echoed).join(' ');
      const asJson = JSON.stringify(echoed).slice(1, -1);
      if (asJson !== echoed) text = text.split(asJson).join(' ');
    }
  }
  return internalDetailPatterns.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

/** Every string in a request body, to tell an echo from a leak. */
export function stringsOf(value: unknown, depth = 0): string[] {
  // Deeper than any contract goes: a mutation's nesting, not text that could be echoed.
  if (depth > 20) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item, depth + 1)]);
  }
  return [];
}

/**
 * The spec's error envelope (section 7; docs/architecture.md 4): `{ returnCode, forwardCode,
 * strServerDate, strReturnObject: { strMessage } }`, with returnCode the HTTP status. Returns what
 * is wrong, or undefined.
 */
export function errorEnvelopeProblem(status: number, body: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  const parsed = errorEnvelopeSchema.safeParse(value);
  if (!parsed.success) return 'not the error envelope';
  if (parsed.data.returnCode !== status) {
    return `returnCode ${parsed.data.returnCode} for HTTP ${status}`;
  }
  const message = parsed.data.strReturnObject?.strMessage;
  if (typeof message !== 'string' || message.trim() === '') return 'no strMessage';
  if (Number.isNaN(Date.parse(parsed.data.strServerDate))) return 'strServerDate is not a date';
  return undefined;
}
