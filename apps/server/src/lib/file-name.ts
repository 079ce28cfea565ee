/**
 * An uploaded file's name as it may be stored and shown: control characters (NUL included) and bidirectional
 * overrides removed, lone surrogates replaced (U+FFFD), path parts dropped, cut to 255 characters; '' when
 * nothing is left. The name is only ever a label: a file's type is taken from its bytes
 * (docs/product/documents.md#file-types).
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  return base
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim()
    .slice(0, 255);
}
