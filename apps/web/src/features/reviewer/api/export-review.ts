import type { ReviewExportFormat } from '@rw/core';
import { apiFile } from '#/lib/api-client';

/** Rendering a long review takes a moment. */
const EXPORT_TIMEOUT_MS = 60_000;

/**
 * Downloads a review as a PDF or Word file (`GET /api/reviews/{id}/export?format=`,
 * docs/product/reviewer.md#copy-and-export), named as the server names it.
 * @throws ApiError
 */
export async function exportReview(id: string, format: ReviewExportFormat): Promise<void> {
  const { blob, fileName } = await apiFile(`/api/reviews/${encodeURIComponent(id)}/export?format=${format}`, {
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? `Review.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
