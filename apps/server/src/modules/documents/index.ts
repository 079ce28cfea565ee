/**
 * Documents (docs/product/documents.md): reading an uploaded file as text, stored files (CVs, LinkedIn
 * profiles) served to their organisation only, reading a document into a profile and saving a profile as a
 * candidate with the documents' matching (the LinkedIn Parser's). The one entry other code may import.
 */
export { recoverDocumentImports, registerDocumentHandlers } from './document-imports.service.js';
export { type DocumentsDeps, documentsPlugin } from './documents.plugin.js';
export { type ParsedDocument, parseDocument } from './parse-document.service.js';
export {
  type ProfileSaveOutcome,
  type ProfileToSave,
  saveProfileCandidate,
} from './profile-candidate.service.js';
export { recoverReparseRuns, registerReparseHandler } from './reparse.service.js';
export { storedFileUrl, storeFile } from './stored-files.service.js';
