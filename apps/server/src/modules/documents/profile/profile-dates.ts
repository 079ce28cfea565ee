/*
 * Dates as CVs and LinkedIn write them, read into profile dates ('YYYY' or 'YYYY-MM'): pure functions.
 */

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DATE = `(?:${MONTH}\\s+)?\\d{4}|\\d{1,2}/\\d{4}`;
const PRESENT = '(?:present|current|now|today)';

/** 'Month YYYY - Month YYYY|Present' with an optional '(n years m months)' after it: LinkedIn's date line. */
export const DATE_RANGE_LINE = new RegExp(
  `^(${DATE})\\s*[-–—]\\s*(${DATE}|${PRESENT})(?:\\s*\\(([^)]*)\\))?$`,
  'i',
);

/** A date range anywhere in a line: '(2014 - 2017)', 'Jan 2020 – Present'. */
export const DATE_RANGE = new RegExp(`(${DATE})\\s*[-–—]\\s*(${DATE}|${PRESENT})`, 'i');

/** A duration alone on its line ('2 years 3 months', '11 months', 'less than a year'): a company's total. */
export const DURATION_LINE = /^(?:(?:\d+\s+years?)(?:\s+\d+\s+months?)?|\d+\s+months?|less than a year)$/i;

/** 'January 2022' → '2022-01', 'Jan. 2022' → '2022-01', '03/2021' → '2021-03', '2019' → '2019'; else null. */
export function profileDateOf(text: string): string | null {
  const v = text.trim().toLowerCase();
  const numeric = /^(\d{1,2})\/(\d{4})$/.exec(v);
  if (numeric) {
    const month = Number(numeric[1]);
    return month >= 1 && month <= 12 ? `${numeric[2]}-${String(month).padStart(2, '0')}` : numeric[2]!;
  }
  const named = /^([a-z]+)\.?\s+(\d{4})$/.exec(v);
  if (named) {
    const index = MONTHS.findIndex((m) => m.startsWith(named[1]!.slice(0, 3)));
    return index >= 0 ? `${named[2]}-${String(index + 1).padStart(2, '0')}` : named[2]!;
  }
  return /^\d{4}$/.test(v) ? v : null;
}

/** A range's start, end (null while current) and whether it runs to the present. */
export type DateRange = { start: string | null; end: string | null; current: boolean };

/** The range in `match` (of DATE_RANGE_LINE or DATE_RANGE). */
export function dateRangeOf(match: RegExpMatchArray): DateRange {
  const current = new RegExp(`^${PRESENT}$`, 'i').test(match[2]!.trim());
  return { start: profileDateOf(match[1]!), end: current ? null : profileDateOf(match[2]!), current };
}
