import type { JsonSchema } from './openapi-operations.js';
import { resolveSchema, schemaType } from './schema-sample.js';

/*
 * Hostile values for request fields, built here in code (no fixture files): each is the raw JSON text (or
 * raw bytes, for byte sequences no JSON encoder would produce) that takes a field's place in a body, so the
 * server's own parser meets it exactly as a client could send it.
 */

/**
 * A value to put in place of a field: `json` is JSON text or raw bytes spliced into the body as they are.
 * `types` are the field types it is tried on; it is tried on every field of the types in `core`, and on
 * every other route on one field of the others (hostile-input.test.ts). Text values (`text`) go into array and
 * object fields as an item or a property, so they reach the text inside.
 */
export type HostileValue = {
  label: string;
  json: string | Buffer;
  types: ReadonlySet<FieldType>;
  core?: ReadonlySet<FieldType>;
  text?: boolean;
};

/** What a field holds, by its schema (`schemaType`). */
export type FieldType =
  | 'string'
  | 'long-string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'array'
  | 'object'
  | 'any';

/** Strings this long or unbounded are 'long-string' fields: the 1 MB value probes each of them. */
const LONG_TEXT = 100_000;

/** The field type of a body property's schema (`schemaType`, strings split by their length limit). */
export function fieldTypeOf(schema: JsonSchema): FieldType {
  const type = schemaType(schema);
  if (type === 'string') {
    const max = resolveSchema(schema).maxLength;
    return typeof max === 'number' && max < LONG_TEXT ? 'string' : 'long-string';
  }
  return (['number', 'integer', 'boolean', 'array', 'object'].includes(type) ? type : 'any') as FieldType;
}

const ALL: ReadonlySet<FieldType> = new Set([
  'string',
  'number',
  'integer',
  'boolean',
  'array',
  'object',
  'any',
]);
const TEXT: ReadonlySet<FieldType> = new Set(['string', 'long-string', 'array', 'object', 'any']);
const NUMERIC: ReadonlySet<FieldType> = new Set(['number', 'integer', 'any']);
const SCALAR: ReadonlySet<FieldType> = new Set([
  'string',
  'long-string',
  'number',
  'integer',
  'boolean',
  'any',
]);
const CONTAINER: ReadonlySet<FieldType> = new Set(['array', 'object', 'any']);
const STRING: ReadonlySet<FieldType> = new Set(['string', 'long-string']);
const LONG: ReadonlySet<FieldType> = new Set(['long-string', 'any']);
const NOT_STRING: ReadonlySet<FieldType> = new Set([
  'number',
  'integer',
  'boolean',
  'array',
  'object',
  'any',
]);
const BOOLEAN: ReadonlySet<FieldType> = new Set(['boolean', 'any']);

const MB = 1024 * 1024;
const DEPTH = 10_000;

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

/** A JSON string whose content is `raw` (bytes between the quotes, not escaped). */
const rawString = (raw: number[]) => bytes('"a', raw, 'b"');

/** `value` as it goes into a field of `type`: text inside an array or an object, the rest as it is. */
export function fieldValue(value: HostileValue, type: FieldType): string | Buffer {
  if (!value.text || (type !== 'array' && type !== 'object')) return value.json;
  const [open, close] = type === 'array' ? ['[', ']'] : ['{"text":', '}'];
  return Buffer.concat([Buffer.from(open), Buffer.from(value.json), Buffer.from(close)]);
}

/** The corpus for one field (docs/product/shell.md#limits lists what the server refuses, and how). */
export function hostileValues(): HostileValue[] {
  const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
  const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
  const text = (label: string, json: string | Buffer, core?: ReadonlySet<FieldType>): HostileValue => ({
    label,
    json,
    types: TEXT,
    text: true,
    ...(core ? { core } : {}),
  });
  return [
    // Characters PostgreSQL cannot store, escaped as JSON allows.
    text('NUL character', JSON.stringify('before\u0000after'), TEXT),
    text('lone high surrogate', '"x\\ud800y"', STRING),
    text('lone low surrogate', '"x\\udfffy"'),
    // Byte sequences that are not UTF-8, sent raw.
    text('invalid bytes FF FE', rawString([0xff, 0xfe])),
    text('UTF-16 surrogate encoded as UTF-8 (ED A0 80)', rawString([0xed, 0xa0, 0x80])),
    text('overlong "/" (C0 AF)', rawString([0xc0, 0xaf])),
    text('overlong NUL (C0 80)', rawString([0xc0, 0x80])),
    text('overlong 4-byte euro (F0 82 82 AC)', rawString([0xf0, 0x82, 0x82, 0xac])),
    text('lone continuation byte 80', rawString([0x80])),
    text('truncated sequence E2 82', rawString([0xe2, 0x82])),
    text('code point above U+10FFFF (F4 90 80 80)', rawString([0xf4, 0x90, 0x80, 0x80])),
    // Valid but deceptive text.
    text(
      'RTL override and zero-width characters',
      JSON.stringify('\u202Eexe.ftp\u202C\u200B\u200C\u200D\u2060\uFEFFname'),
      STRING,
    ),
    text('only zero-width characters', JSON.stringify('\u200B\u200C\u200D\uFEFF')),
    text('combining marks (zalgo)', JSON.stringify(`Z${'\u0301\u0327\u0360'.repeat(200)}`)),
    text('emoji and astral characters', JSON.stringify('👩🏽‍💻 𝕬𝖇𝖈 \u{10FFFF}')),
    text('HTML and SQL', JSON.stringify(`<img src=x onerror=alert(1)>'; drop table jobs; --`)),
    // Size and depth.
    { label: '1 MB string', json: JSON.stringify('a'.repeat(MB)), types: ALL, core: LONG },
    text('1 MB of 3-byte characters', JSON.stringify('€'.repeat(MB / 3))),
    { label: '100,000-item array', json: `[${'1,'.repeat(99_999)}1]`, types: CONTAINER },
    { label: `array nested ${DEPTH} levels`, json: deepArray, types: ALL },
    { label: `object nested ${DEPTH} levels`, json: deepObject, types: ALL },
    // Prototype keys.
    {
      label: '__proto__ key',
      json: '{"__proto__":{"polluted":true,"isAdmin":true}}',
      types: ALL,
      core: CONTAINER,
    },
    {
      label: 'constructor.prototype key',
      json: '{"constructor":{"prototype":{"polluted":true}}}',
      types: ALL,
    },
    { label: 'prototype key', json: '{"prototype":{"polluted":true}}', types: ALL },
    { label: '"__proto__" as text', json: '"__proto__"', types: SCALAR },
    { label: '"constructor" as text', json: '"constructor"', types: SCALAR },
    // Wrong types.
    { label: 'null', json: 'null', types: ALL, core: NOT_STRING },
    { label: 'true', json: 'true', types: ALL },
    { label: 'zero', json: '0', types: ALL },
    { label: 'empty string', json: '""', types: ALL },
    { label: 'number as text', json: '"42"', types: SCALAR },
    { label: 'boolean as text', json: '"true"', types: SCALAR, core: BOOLEAN },
    { label: 'empty array', json: '[]', types: ALL },
    { label: 'empty object', json: '{}', types: ALL },
    { label: 'array of mixed types', json: '[1,"a",null,{},[]]', types: ALL },
    // Numbers JavaScript cannot hold as they are.
    { label: '1e309 (Infinity)', json: '1e309', types: NUMERIC, core: NUMERIC },
    { label: '-1e309 (-Infinity)', json: '-1e309', types: NUMERIC },
    { label: '2**64', json: '18446744073709551616', types: NUMERIC, core: NUMERIC },
    { label: '-(2**63) - 1', json: '-9223372036854775809', types: NUMERIC },
    { label: '2**53 + 1', json: '9007199254740993', types: NUMERIC },
    { label: '-0', json: '-0', types: NUMERIC, core: NUMERIC },
    { label: '1e-400 (underflow)', json: '1e-400', types: NUMERIC },
    { label: 'fraction 0.5', json: '0.5', types: NUMERIC },
    { label: 'negative -1', json: '-1', types: NUMERIC },
    { label: '"NaN" as text', json: '"NaN"', types: NUMERIC, core: NUMERIC },
    { label: '"Infinity" as text', json: '"Infinity"', types: NUMERIC },
    { label: '"1e309" as text', json: '"1e309"', types: NUMERIC },
  ];
}

/**
 * A whole request body that is hostile on its own: `body` undefined sends none. `core` bodies are tried on
 * every JSON route, the others on every other route.
 */
export type HostileBody = {
  label: string;
  body: string | Buffer | undefined;
  contentType?: string;
  core?: boolean;
};

/**
 * Bodies tried on every JSON route in place of a valid one: absent and empty, not JSON, not an object,
 * nested 10,000 levels, prototype keys at the top, raw bytes that are not UTF-8, a valid body with a 1 MB
 * unknown field or with a NUL in a key (`valid` is the route's valid body as JSON).
 */
export function hostileBodies(valid: string): HostileBody[] {
  const inner = valid.trim().replace(/^\{/, '').replace(/\}$/, '');
  const withField = (field: string) => `{${field}${inner ? `,${inner}` : ''}}`;
  const json = 'application/json';
  return [
    { core: true, label: 'no body', body: undefined },
    { label: 'no body, JSON content type', body: undefined, contentType: json },
    { core: true, label: 'empty body', body: '', contentType: json },
    { core: true, label: 'null', body: 'null', contentType: json },
    { core: true, label: 'an array', body: '[]', contentType: json },
    { label: 'a number too large', body: '1e309', contentType: json },
    { label: 'truncated JSON', body: '{"a":', contentType: json },
    { label: 'JSON as text/plain', body: valid, contentType: 'text/plain' },
    { label: 'unknown content type', body: valid, contentType: 'application/x-evil' },
    {
      core: true,
      label: `array nested ${DEPTH} levels`,
      body: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
      contentType: json,
    },
    {
      core: true,
      label: '__proto__ at the top',
      body: withField('"__proto__":{"polluted":true}'),
      contentType: json,
    },
    {
      label: 'constructor.prototype at the top',
      body: withField('"constructor":{"prototype":{"polluted":true}}'),
      contentType: json,
    },
    {
      label: 'a 1 MB unknown field',
      body: withField(`"unknown":${JSON.stringify('a'.repeat(MB))}`),
      contentType: json,
    },
    { label: 'a NUL in a key', body: withField('"a\\u0000b":1'), contentType: json },
    {
      core: true,
      label: 'raw bytes that are not UTF-8',
      body: bytes('{"a":"', [0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80], '"}'),
      contentType: json,
    },
    { label: 'UTF-16 body', body: Buffer.from(`\ufeff${valid}`, 'utf16le'), contentType: json },
  ];
}

/**
 * Text for a path or query parameter, put in the URL as written (`raw`: percent-escapes, valid or not) or
 * percent-encoded. `core` values are tried on every parameter, the others on every other route, on one
 * parameter each.
 */
export type HostileParam = { label: string; value: string; raw?: boolean; core?: boolean };

/** Values for path and query parameters. */
export function hostileParams(): HostileParam[] {
  return [
    { label: 'NUL', value: 'a%00b', raw: true, core: true },
    { label: 'lone surrogate as UTF-8 bytes', value: '%ED%A0%80', raw: true, core: true },
    { label: '10,000 characters', value: 'a'.repeat(10_000), core: true },
    { label: 'overlong "/"', value: '%C0%AF', raw: true },
    { label: 'RTL override and zero-width', value: '\u202Eexe\u200B\uFEFF' },
    { label: 'truncated escape', value: '%E2%82', raw: true },
    { label: 'broken escape', value: '%zz', raw: true },
    { label: 'path traversal', value: '../../etc/passwd' },
    { label: '__proto__', value: '__proto__' },
    { label: 'constructor', value: 'constructor' },
    { label: '1e309', value: '1e309' },
    { label: '2**64', value: '18446744073709551616' },
    { label: '-0', value: '-0' },
    { label: 'NaN', value: 'NaN' },
    { label: 'empty', value: '' },
  ];
}

/** A multipart request body: `payload` with its `contentType` (boundary included, or broken on purpose). */
export type HostileUpload = { label: string; payload: Buffer; contentType: string; malformed?: boolean };

/**
 * Multipart bodies for a route that reads one file (`file`: a valid one for the route): hostile file names
 * (NUL, RTL override, traversal, raw bytes that are not UTF-8, 10,000 characters), no file part, two files,
 * the file under another field, an empty file, a body cut short, a missing, empty, overlong or mismatched
 * boundary. `malformed` marks the bodies no multipart parser can read.
 */
export function hostileUploads(file: { filename: string; bytes: Buffer; type: string }): HostileUpload[] {
  const boundary = '----rw-hostile-boundary';
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const part = (name: Buffer | string, bytes: Buffer, field = 'file') =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="`),
      Buffer.isBuffer(name) ? name : Buffer.from(name),
      Buffer.from(`"\r\nContent-Type: ${file.type}\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const upload = (label: string, ...parts: Buffer[]) => ({
    label,
    payload: Buffer.concat([...parts, end]),
    contentType,
  });
  const extension = file.filename.slice(file.filename.lastIndexOf('.'));
  return [
    upload('file name with NUL', part(`a\u0000b${extension}`, file.bytes)),
    upload('file name with RTL override', part(`people\u202Etxt${extension}`, file.bytes)),
    upload('file name with path traversal', part(`../../etc/passwd${extension}`, file.bytes)),
    upload(
      'file name of invalid UTF-8',
      part(Buffer.concat([Buffer.from([0xff, 0xc0, 0xaf]), Buffer.from(extension)]), file.bytes),
    ),
    upload('file name of 10,000 characters', part(`${'a'.repeat(10_000)}${extension}`, file.bytes)),
    upload(
      'no file part',
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
    ),
    upload('two files', part(file.filename, file.bytes), part(file.filename, file.bytes)),
    upload('the file under another field', part(file.filename, file.bytes, 'other')),
    upload('an empty file', part(file.filename, Buffer.alloc(0))),
    {
      malformed: true,
      label: 'cut short',
      payload: part(file.filename, file.bytes).subarray(0, 60),
      contentType,
    },
    {
      malformed: true,
      label: 'no boundary',
      payload: Buffer.concat([part(file.filename, file.bytes), end]),
      contentType: 'multipart/form-data',
    },
    {
      label: 'an empty boundary',
      payload: Buffer.concat([part(file.filename, file.bytes), end]),
      contentType: 'multipart/form-data; boundary=',
    },
    {
      malformed: true,
      label: 'a boundary of 300 characters',
      payload: Buffer.concat([part(file.filename, file.bytes), end]),
      contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    },
    {
      malformed: true,
      label: 'another boundary',
      payload: Buffer.concat([part(file.filename, file.bytes), end]),
      contentType: 'multipart/form-data; boundary=something-else',
    },
  ];
}
