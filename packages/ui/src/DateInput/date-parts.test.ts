import { describe, expect, it } from 'vitest';
import { dateValueOf, partsInError, partsOf } from './date-parts';

describe('date parts', () => {
  it('makes the ISO date of a real date, as typed with or without leading zeros', () => {
    expect(dateValueOf({ day: '7', month: '3', year: '1985' })).toBe('1985-03-07');
    expect(dateValueOf({ day: '29', month: '02', year: '2000' })).toBe('2000-02-29');
  });

  it('gives an empty value for nothing typed, and a non-ISO value for any other entry', () => {
    expect(dateValueOf({ day: ' ', month: '', year: '' })).toBe('');
    expect(dateValueOf({ day: '31', month: '2', year: '2000' })).toBe('2000-2-31');
    expect(dateValueOf({ day: '29', month: '2', year: '1900' })).toBe('1900-2-29');
    expect(dateValueOf({ day: '27', month: '3', year: '85' })).toBe('85-3-27');
    expect(dateValueOf({ day: '27', month: '', year: '1985' })).toBe('1985--27');
  });

  it('reads back the parts of every value it makes', () => {
    expect(partsOf('2000-2-31')).toEqual({ day: '31', month: '2', year: '2000' });
    expect(partsOf('1985-03-27')).toEqual({ day: '27', month: '03', year: '1985' });
    expect(partsOf('03/27/1985')).toEqual({ day: '', month: '', year: '' });
  });

  it('marks the parts that are missing or impossible, else all three', () => {
    expect(partsInError({ day: '31', month: '2', year: '2000' })).toEqual(['day']);
    expect(partsInError({ day: '27', month: '13', year: '85' })).toEqual(['month', 'year']);
    expect(partsInError({ day: '27', month: '3', year: '2999' })).toEqual(['day', 'month', 'year']);
  });
});
