import {
  type LinkedinParse,
  type LinkedinParseExportFormat,
  type LinkedinParsePatch,
  type LinkedinParseSaveBody,
  type LinkedinParseSaveResult,
  type LinkedinParseSummary,
  linkedinParse,
  linkedinParseList,
  linkedinParseSaveResult,
} from '@rw/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFile, apiRequest, apiUpload } from '#/lib/api-client';
import { saveDownload } from '#/lib/save-download';

/*
 * The LinkedIn Parser's API (docs/product/linkedin-parser.md#api): one function per endpoint.
 */

const PARSES = '/api/linkedin-parser/parses';
const parsePath = (id: string, rest = '') => `${PARSES}/${encodeURIComponent(id)}${rest}`;
/** The model reads a long profile in up to two minutes. */
const PARSE_TIMEOUT_MS = 150_000;

export const parseKeys = {
  all: ['linkedin-parser'] as const,
  list: () => ['linkedin-parser', 'list'] as const,
  detail: (id: string) => ['linkedin-parser', 'detail', id] as const,
};

/** Parses a pasted profile (`POST …/parses` JSON). @throws ApiError ("Please paste a profile's text…") */
export function parseText(
  body: { text: string; url?: string | null },
  signal?: AbortSignal,
): Promise<LinkedinParse> {
  return apiRequest(PARSES, {
    method: 'POST',
    body,
    schema: linkedinParse,
    timeoutMs: PARSE_TIMEOUT_MS,
    signal,
  });
}

/** Parses a dropped PDF export or CV (`POST …/parses` multipart `file`). @throws ApiError (the documents' messages) */
export function parseFile(file: File, signal?: AbortSignal): Promise<LinkedinParse> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload(PARSES, { form, schema: linkedinParse, signal, timeoutMs: PARSE_TIMEOUT_MS });
}

/** The caller's recent parses, newest first (`GET …/parses`). */
export const recentParsesQueryOptions = () =>
  queryOptions({
    queryKey: parseKeys.list(),
    queryFn: async ({ signal }): Promise<LinkedinParseSummary[]> =>
      (await apiRequest(PARSES, { schema: linkedinParseList, signal })).parses,
  });

/** One of the caller's parses (`GET …/parses/{id}`). @throws ApiError 404 'Parse not found' */
export const parseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: parseKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(parsePath(id), { schema: linkedinParse, signal }),
    // The editor holds a draft of it: a refetch on focus must not look like someone else's edit.
    refetchOnWindowFocus: false,
  });

/** Keeps edits (`PATCH …/parses/{id}`). @throws ApiError */
export function patchParse(id: string, body: LinkedinParsePatch): Promise<LinkedinParse> {
  return apiRequest(parsePath(id), { method: 'PATCH', body, schema: linkedinParse });
}

/** Deletes a parse (`DELETE …/parses/{id}`, 204). @throws ApiError (404) */
export function deleteParse(id: string): Promise<void> {
  return apiRequest(parsePath(id), { method: 'DELETE' });
}

/** Saves a parse as a candidate (`POST …/parses/{id}/save`). @throws ApiError ('Job not found', …) */
export function saveParse(id: string, body: LinkedinParseSaveBody): Promise<LinkedinParseSaveResult> {
  return apiRequest(parsePath(id, '/save'), { method: 'POST', body, schema: linkedinParseSaveResult });
}

/** Downloads the one-page profile (`GET …/parses/{id}/export?format=`), named as the server names it. */
export async function downloadParse(id: string, format: LinkedinParseExportFormat): Promise<void> {
  const { blob, fileName } = await apiFile(parsePath(id, `/export?format=${format}`), { timeoutMs: 60_000 });
  saveDownload(blob, fileName ?? `LinkedIn profile.${format}`);
}
