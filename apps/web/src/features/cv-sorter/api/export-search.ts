import { searchPath } from '#/features/cv-sorter/api/keys';
import { saveDownload } from '#/features/cv-sorter/utils/save-download';
import { apiFile } from '#/lib/api-client';

const EXPORT_TIMEOUT_MS = 120_000;

/**
 * 'Export CSV' (`GET …/searches/{id}/export`, docs/product/cv-sorter.md#into-the-ats): saves the file under
 * the name the server gives it. @throws ApiError
 */
export async function exportSearch(id: string): Promise<void> {
  const { blob, fileName } = await apiFile(searchPath(id, '/export'), {
    accept: 'text/csv',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveDownload(blob, fileName ?? 'cv-sorter.csv');
}
