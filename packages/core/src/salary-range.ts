/*
 * Whether a predicted yearly salary range is plausible (docs/product/jobs.md#salary-prediction): SalaryGen
 * refuses a reply outside these bounds and asks the model again.
 */

/** The plausible yearly base salary, in US dollars: from a part-time junior role to a chief executive. */
export const SALARY_USD_MIN = 5_000;
export const SALARY_USD_MAX = 2_000_000;

/**
 * Roughly how many units of a currency buy one US dollar (rounded mid-2025 rates). The bounds are 400 times
 * apart, so these factors only have to be right within a factor of two; a currency not listed is checked for
 * order only.
 */
export const currencyPerUsd: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.9,
  GBP: 0.8,
  CHF: 0.85,
  AED: 3.67,
  SAR: 3.75,
  QAR: 3.64,
  AUD: 1.5,
  NZD: 1.7,
  CAD: 1.4,
  SGD: 1.3,
  HKD: 7.8,
  JPY: 150,
  CNY: 7.2,
  INR: 85,
  KRW: 1_400,
  SEK: 10,
  NOK: 10.5,
  DKK: 6.7,
  PLN: 3.8,
  CZK: 22,
  HUF: 360,
  RON: 4.5,
  ILS: 3.6,
  ZAR: 18,
  BRL: 5.5,
  MXN: 19,
  PHP: 57,
  MYR: 4.4,
  THB: 33,
  IDR: 16_000,
  VND: 26_000,
  KES: 130,
};

/** The plausible yearly range in `currency` (rounded to whole units), or null when the currency is not listed. */
export function plausibleSalaryBounds(currency: string): { min: number; max: number } | null {
  const factor = currencyPerUsd[currency.toUpperCase()];
  if (factor === undefined) return null;
  return { min: Math.round(SALARY_USD_MIN * factor), max: Math.round(SALARY_USD_MAX * factor) };
}

const amount = (n: number) => n.toLocaleString('en-GB');

/**
 * Why a predicted range cannot be used, or null when it can: both amounts above 0, min below max, and both
 * within the currency's plausible yearly bounds (docs/product/jobs.md#salary-prediction). The text is
 * shown to the user when every attempt fails and is fed back to the model when it is asked again.
 */
export function salaryRangeProblem(min: number, max: number, currency: string): string | null {
  const range = `${amount(min)} - ${amount(max)} ${currency}`;
  if (!(min > 0 && max > 0)) return `The predicted range ${range} is not above 0`;
  if (min >= max) return `The predicted range ${range} does not have its minimum below its maximum`;
  const bounds = plausibleSalaryBounds(currency);
  if (bounds && (min < bounds.min || max > bounds.max)) {
    return `The predicted range ${range} is outside the plausible yearly range for ${currency} (${amount(bounds.min)} - ${amount(bounds.max)})`;
  }
  return null;
}
