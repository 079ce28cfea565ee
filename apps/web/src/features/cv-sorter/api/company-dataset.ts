import {
  type CompanyDatasetEntry,
  type CompanyDatasetImportResponse,
  type CompanyDatasetPage,
  companyDatasetEntry,
  companyDatasetImportResponse,
  companyDatasetPage,
} from '@rw/core';
import { saveDownload } from '#/features/cv-sorter/utils/save-download';
import { apiFile, apiRequest } from '#/lib/api-client';

/*
 * The organisation's company dataset (docs/product/cv-sorter.md#company-descriptions): a page by name, edit
 * a description, import (admin) and export `[{name, description}]`.
 */

/** A page of the dataset, by name (`GET /api/cv-sorter/company-dataset?q=&limit=&cursor=`). @throws ApiError */
export function getCompanyDataset(
  opts: { q?: string; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<CompanyDatasetPage> {
  const params = new URLSearchParams({ limit: String(opts.limit ?? 100) });
  if (opts.q) params.set('q', opts.q);
  if (opts.cursor) params.set('cursor', opts.cursor);
  return apiRequest(`/api/cv-sorter/company-dataset?${params}`, { schema: companyDatasetPage, signal });
}

/** Edits a description; its source becomes 'edited' (`PATCH …/company-dataset/{id}`). @throws ApiError */
export function editCompanyDescription(id: string, description: string): Promise<CompanyDatasetEntry> {
  return apiRequest(`/api/cv-sorter/company-dataset/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { description },
    schema: companyDatasetEntry,
  });
}

/**
 * Imports a dataset file's records (admin; `POST …/company-dataset/import`): created or replaced by name.
 * @throws ApiError ('The file must be a JSON array of {"name", "description"} objects.', 403)
 */
export function importCompanyDataset(records: unknown): Promise<CompanyDatasetImportResponse> {
  return apiRequest('/api/cv-sorter/company-dataset/import', {
    method: 'POST',
    body: records,
    schema: companyDatasetImportResponse,
    timeoutMs: 120_000,
  });
}

/** Saves the dataset as `[{name, description}]` (`GET …/company-dataset/export`). @throws ApiError */
export async function exportCompanyDataset(): Promise<void> {
  const { blob, fileName } = await apiFile('/api/cv-sorter/company-dataset/export', {
    accept: 'application/json',
    timeoutMs: 120_000,
  });
  saveDownload(blob, fileName ?? 'companies_dataset.json');
}
