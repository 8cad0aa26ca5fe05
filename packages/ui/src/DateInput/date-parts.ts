/** What the member typed in the Day, Month and Year inputs, as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

export const emptyDateParts: DateParts = { day: '', month: '', year: '' };

const wholeNumber = /^\d+$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The ISO date (`YYYY-MM-DD`) the parts make, or `undefined` when they make no real date. */
export function isoDateOf({ day, month, year }: DateParts): string | undefined {
  if (![day, month, year].every((part) => wholeNumber.test(part)) || year.length !== 4) {
    return undefined;
  }
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * The field's value: '' when nothing is typed, the ISO date for a real date, and otherwise the
 * parts as typed in ISO order (`2000-2-31`), which no ISO check accepts: the form's rule then says
 * the date is not valid, instead of 'Required.' for a date the member did type.
 */
export function dateValueOf(parts: DateParts): string {
  const trimmed = { day: parts.day.trim(), month: parts.month.trim(), year: parts.year.trim() };
  if (trimmed.day === '' && trimmed.month === '' && trimmed.year === '') return '';
  return isoDateOf(trimmed) ?? `${trimmed.year}-${trimmed.month}-${trimmed.day}`;
}

/** The parts a value shows (the inverse of `dateValueOf`); anything else shows empty inputs. */
export function partsOf(value: string | undefined): DateParts {
  const match = /^(\d*)-(\d*)-(\d*)$/.exec(value ?? '');
  if (!match) return emptyDateParts;
  return { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
}

/**
 * The inputs to mark while the field shows an error (GOV.UK's date input): the parts that are
 * missing or cannot be right; all three when each part looks fine alone (a date in the future,
 * 29 February of a common year) or when none was typed.
 */
export function partsInError(parts: DateParts): ReadonlyArray<DatePart> {
  const { day, month, year } = parts;
  const wrong: DatePart[] = [];
  if (!wholeNumber.test(day) || Number(day) < 1 || Number(day) > 31) wrong.push('day');
  else if (
    wholeNumber.test(month) &&
    wholeNumber.test(year) &&
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) > daysInMonth(Number(year), Number(month))
  ) {
    wrong.push('day');
  }
  if (!wholeNumber.test(month) || Number(month) < 1 || Number(month) > 12) wrong.push('month');
  if (!wholeNumber.test(year) || year.length !== 4) wrong.push('year');
  return wrong.length === 0 ? ['day', 'month', 'year'] : wrong;
}
