/**
 * Text and numbers meant to break a parser, a query or a page: the samples mutations.ts puts
 * into fields. Data, not code, so a finding's value is easy to find again.
 */
export const hostileStrings = {
  unicode: [
    '😀👨‍👩‍👧‍👦🏳️‍🌈',
    '\u202Egnp.exe',
    'e\u0301\u0301\u0301\u0301\u0301\u0301',
    '１２３４５６７８９',
    'a\u200Bb\u200Cc\u200Dd\uFEFF',
    '\uD800',
    '\uDFFF\uD800',
    'İıßẞǅ',
    '𝕳𝖊𝖑𝖑𝖔',
    '\u2028\u2029',
    'ﷺ'.repeat(50),
    '\uFFFF\uFFFE',
  ],
  control: ['\u0000', 'a\u0000b', '\u0008\u001B[31m', '\u007F', '\u0085', '\r\n', '\t', '\u001F'],
  sql: [
    "' OR '1'='1",
    "'; DROP TABLE members; --",
    '" OR ""="',
    '1; SELECT * FROM sessions --',
    "admin'--",
    "' UNION SELECT password_hash FROM members --",
    '%',
    '_',
    "\\'; --",
    '$1',
  ],
  markup: [
    '<script>alert(1)</script>',
    '{{7*7}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a template injection.
    '${7*7}',
    '../../etc/passwd',
    '%00',
    '%zz',
  ],
} as const;

export const hostileNumbers = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  Number.MIN_VALUE,
] as const;

/** Bodies that are not JSON, or JSON of the wrong kind, as they travel. */
export const brokenJsonTexts = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'null',
  '[]',
  '"text"',
  '42',
  'NaN',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '{"a":"\\ud800"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
] as const;

/** Query strings a GET endpoint must refuse or read safely. */
export const brokenQueries = [
  'text=%zz',
  'text[]=a&text[]=b',
  'text=a&text=b',
  'text=%00',
  '%zz=1',
  '&&&',
  'text',
  `text=${'a'.repeat(5000)}`,
] as const;
