/**
 * The limits every document parser runs under (docs/product/documents.md#limits): a file is hostile until
 * it has been parsed within them. Uploads are also capped by the server's body limit (`BODY_LIMIT_MB`).
 */
export type DocumentLimits = {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Largest total a ZIP-based file (.docx) may unpack to, in bytes, checked before and while inflating. */
  maxInflatedBytes: number;
  /** Most entries a ZIP-based file may hold. */
  maxEntries: number;
  /** Extracted text is cut at this many characters. */
  maxTextChars: number;
  /** A parse that runs longer than this is stopped (its parser process is stopped), in ms. */
  timeoutMs: number;
  /** The parser process's JavaScript heap, in MB; a file that needs more is refused. */
  workerHeapMb: number;
};

export const DOCUMENT_LIMITS: DocumentLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxEntries: 2_000,
  maxTextChars: 1_000_000,
  timeoutMs: 20_000,
  workerHeapMb: 256,
};

/** The kinds of document the parsers read. */
export type DocumentKind = 'txt' | 'pdf' | 'docx' | 'doc';
