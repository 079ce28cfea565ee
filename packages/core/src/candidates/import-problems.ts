import { CANDIDATE_FIELD_MAX, CSV_ROW_MAX_CHARS } from './constants.js';
import {
  type ImportColumnMap,
  type ImportedCandidate,
  type ImportField,
  importFields,
} from './import-rules.js';

/*
 * Rows a CSV import does not take, and why (docs/product/candidates.md#import-problems): a value over its
 * limit, a row the file's quoting or line ends broke, a row whose column count differs from the header.
 * Each is reported as one line naming the file line where the row starts; the other rows go on.
 */

/**
 * The longest value of each field a CSV row fills, in characters: the candidate's limits (CANDIDATE_FIELD_MAX,
 * the JSON API's); a full name holds a first name, a space and a last name.
 */
export const importFieldMax: Record<ImportField, number> = {
  first_name: CANDIDATE_FIELD_MAX.first_name,
  last_name: CANDIDATE_FIELD_MAX.last_name,
  full_name: CANDIDATE_FIELD_MAX.first_name + 1 + CANDIDATE_FIELD_MAX.last_name,
  email: CANDIDATE_FIELD_MAX.email,
  phone: CANDIDATE_FIELD_MAX.phone,
  location: CANDIDATE_FIELD_MAX.location,
  current_title: CANDIDATE_FIELD_MAX.current_title,
  current_company: CANDIDATE_FIELD_MAX.current_company,
  linkedin_url: CANDIDATE_FIELD_MAX.linkedin_url,
};

/** Each field as the import's messages name it (the Field column of docs/product/candidates.md#import-columns). */
export const importFieldLabels: Record<ImportField, string> = {
  first_name: 'first name',
  last_name: 'last name',
  full_name: 'full name',
  email: 'email',
  phone: 'phone',
  location: 'location',
  current_title: 'current title',
  current_company: 'current company',
  linkedin_url: 'profile link',
};

const count = (n: number) => n.toLocaleString('en-US');

/** 'Line {n}: {field} is longer than {limit} characters.' (e.g. 'Line 7: last name is longer than 200 characters.'). */
export function fieldTooLongMessage(line: number, field: ImportField): string {
  return `Line ${line}: ${importFieldLabels[field]} is longer than ${count(importFieldMax[field])} characters.`;
}

/** 'Line {n}: the row is longer than 1,000,000 characters; it was not imported.' (CSV_ROW_MAX_CHARS). */
export function rowTooLongMessage(line: number): string {
  return `Line ${line}: the row is longer than ${count(CSV_ROW_MAX_CHARS)} characters; it was not imported.`;
}

/**
 * 'Line {n}: unclosed quote; this row was not imported.' when the lines after it were read again as rows of
 * their own, else 'Line {n}: unclosed quote; lines {n}-{m} were not imported.' (`lastLine` m > n).
 */
export function unclosedQuoteMessage(line: number, lastLine: number = line): string {
  return lastLine > line
    ? `Line ${line}: unclosed quote; lines ${line}-${lastLine} were not imported.`
    : `Line ${line}: unclosed quote; this row was not imported.`;
}

/** 'Line {n}: {c} columns, the header has {h}.' (e.g. 'Line 6: 5 columns, the header has 7.'). */
export function columnCountMessage(line: number, columns: number, headerColumns: number): string {
  return `Line ${line}: ${count(columns)} columns, the header has ${count(headerColumns)}.`;
}

/**
 * 'Line {n}: a lone carriage return (CR) outside quotes; this row was not imported.' — in a file whose lines
 * end with LF or CRLF, a CR alone is no line end, and a row holding one outside quotes is refused.
 */
export function bareCarriageReturnMessage(line: number): string {
  return `Line ${line}: a lone carriage return (CR) outside quotes; this row was not imported.`;
}

/**
 * The first value of a row over its limit (importFieldMax), or null when all fit. In order: a mapped cell the
 * reader cut short (`cut(column)`: it held more than any limit), the full name when the names come from it,
 * then the candidate's fields as they would be stored (the profile link as the full link).
 */
export function importFieldOverLimit(
  cells: readonly string[],
  map: ImportColumnMap,
  candidate: ImportedCandidate,
  cut: (column: number) => boolean = () => false,
): ImportField | null {
  const blank = (f: ImportField) => map[f] === undefined || (cells[map[f]] ?? '').trim() === '';
  const fromFullName = map.full_name !== undefined && blank('first_name') && blank('last_name');
  for (const field of importFields) {
    const i = map[field];
    if (i === undefined || (field === 'full_name' && !fromFullName)) continue;
    if (cut(i)) return field;
  }
  if (fromFullName && (cells[map.full_name!] ?? '').trim().length > importFieldMax.full_name) {
    return 'full_name';
  }
  for (const field of importFields) {
    if (field === 'full_name') continue;
    if ((candidate[field]?.length ?? 0) > importFieldMax[field]) return field;
  }
  return null;
}
