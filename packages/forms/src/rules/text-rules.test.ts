import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMultiLineText, isSingleLineText } from './text-rules.js';

/** Every code point of Unicode's control category (Cc): C0, DEL and C1. */
const controlCharacters = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, offset) => String.fromCharCode(0x7f + offset)),
];
const lineBreaksAndTab = ['\t', '\n', '\r'];
const controlCharacter = fc.constantFrom(...controlCharacters);
const textAround = fc.tuple(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }));
/** Text a person types: any letters, digits, punctuation, spaces and emoji, no controls. */
const typedText = fc
  .string({ unit: 'grapheme', maxLength: 60 })
  .filter((text) => !/\p{Cc}/u.test(text));

describe('isSingleLineText', () => {
  it('accepts what a person types in one line, in any script', () => {
    for (const text of [
      'fed.member',
      'Zoë O’Brien-Łukasz',
      '山田 太郎',
      'Demo-Portal-2026 🙂',
      '',
    ]) {
      expect(isSingleLineText(text)).toBe(true);
    }
    fc.assert(fc.property(typedText, (text) => isSingleLineText(text)));
  });

  it('refuses NUL and every other control character, wherever it sits', () => {
    expect(controlCharacters).toHaveLength(65);
    fc.assert(
      fc.property(textAround, controlCharacter, ([before, after], control) => {
        expect(isSingleLineText(`${before}${control}${after}`)).toBe(false);
      }),
    );
  });

  it('keeps the characters around the control range', () => {
    // Space, tilde and no-break space sit just past C0, before DEL and past C1.
    expect(isSingleLineText(' ~\u00a0')).toBe(true);
  });
});

describe('isMultiLineText', () => {
  it('accepts paragraphs: tabs, line feeds and carriage returns', () => {
    expect(isMultiLineText('Hello,\r\n\r\n\tWhen is my payment due?\nThanks')).toBe(true);
    fc.assert(
      fc.property(fc.array(fc.oneof(typedText, fc.constantFrom(...lineBreaksAndTab))), (parts) =>
        isMultiLineText(parts.join('')),
      ),
    );
  });

  it('refuses every other control character, NUL first', () => {
    expect(isMultiLineText('Hello\u0000')).toBe(false);
    const others = controlCharacters.filter((control) => !lineBreaksAndTab.includes(control));
    fc.assert(
      fc.property(textAround, fc.constantFrom(...others), ([before, after], control) => {
        expect(isMultiLineText(`${before}${control}${after}`)).toBe(false);
      }),
    );
  });
});
