/**
 * Documents (docs/product/documents.md): reading an uploaded file as text, stored files (CVs, LinkedIn
 * profiles) served to their organisation only. The one entry other code may import.
 */
export { recoverDocumentImports, registerDocumentHandlers } from './document-imports.service.js';
export { type DocumentsDeps, documentsPlugin } from './documents.plugin.js';
export { recoverReparseRuns, registerReparseHandler } from './reparse.service.js';
export { storedFileUrl, storeFile } from './stored-files.service.js';
