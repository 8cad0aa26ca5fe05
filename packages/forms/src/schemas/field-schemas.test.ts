import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fieldErrorMessages } from '../field-errors.js';
import { fieldErrorsOf } from './field-errors-of.js';
import {
  maxLength,
  optionalText,
  requiredMultiLineText,
  requiredSecret,
  requiredText,
  singleLine,
} from './field-schemas.js';

/** A word with a control character inside (C0, DEL or C1; never at the ends, which trim eats). */
const wordWithControl = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z]{1,10}$/),
    fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f),
    fc.stringMatching(/^[A-Za-z]{1,10}$/),
  )
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);

function errorOf(schema: z.ZodMiniType, value: unknown) {
  return fieldErrorsOf(z.object({ field: schema }).safeParse({ field: value }).error).field;
}

describe('text fields refuse control characters', () => {
  it("as 'pattern', the spec's 'Invalid. Try again.', in every one-line field", () => {
    expect(fieldErrorMessages.pattern).toBe('Invalid. Try again.');
    const fields = [
      requiredText(maxLength(50)),
      optionalText(),
      requiredSecret(),
      singleLine(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
    ];
    fc.assert(
      fc.property(wordWithControl, fc.constantFrom(...fields), (value, field) => {
        expect(errorOf(field, value)).toBe('pattern');
      }),
    );
  });

  it('before the checks of the field, so the member is told the text is invalid', () => {
    const field = requiredText([(value) => value.length > 100, 'invalidZipCode']);
    expect(errorOf(field, 'a\u0000b')).toBe('pattern');
  });

  it('but a text area keeps tabs and line breaks', () => {
    const message = requiredMultiLineText(maxLength(2000));
    expect(errorOf(message, 'Hello,\r\n\tmy payment?\n')).toBeUndefined();
    expect(message.parse(' Hello,\n\tthanks \n')).toBe('Hello,\n\tthanks');
    expect(errorOf(message, 'Hello\u0000')).toBe('pattern');
    expect(errorOf(message, 'Hello\u001b[2J')).toBe('pattern');
    expect(errorOf(requiredText(), 'Hello\nthere')).toBe('pattern');
  });

  it('after the trim: a line break the member pasted at either end is dropped, not refused', () => {
    expect(requiredText().parse('\tRivera\r\n')).toBe('Rivera');
    expect(singleLine(z.string().check(z.trim())).parse('7100000001\n')).toBe('7100000001');
  });

  it('leaves blank values to required', () => {
    expect(errorOf(requiredText(), ' \t\n ')).toBe('required');
    expect(errorOf(requiredSecret(), ' \t ')).toBe('required');
    expect(errorOf(optionalText(), ' \n ')).toBeUndefined();
  });
});
