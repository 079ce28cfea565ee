/*
 * The Content Extractor browser extension (docs/product/content-extractor.md): its download and the words of
 * the launcher's install steps.
 */

/** The zip the launcher's Content Extractor tile downloads. */
export const CONTENT_EXTRACTOR_ZIP_NAME = 'content-extractor.zip';
/** Where the app serves it (signed-in users). */
export const CONTENT_EXTRACTOR_DOWNLOAD_PATH = '/api/content-extractor/download';

export const contentExtractorMessages = {
  notBuilt: 'The Content Extractor has not been built on this server. Run npm run build and try again.',
  download: 'Download extension (.zip)',
} as const;

/** The install steps the launcher shows (Chrome, Edge, Brave and other Chromium browsers). */
export const contentExtractorInstallSteps = [
  'Download the extension and unzip it.',
  'Open chrome://extensions and turn on Developer mode (top right).',
  "Click 'Load unpacked' and choose the unzipped content-extractor folder.",
  'Create a personal access token in this app (your name in the sidebar → Access tokens).',
  "Open the extension's Settings, enter this app's address and the token, and save.",
  "On a LinkedIn profile or a CV page, click the extension and 'Send to Recruiting Workspace'.",
] as const;
