import type { CandidatesExportBody } from '@rw/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportJobCandidatesCsv } from '#/features/candidates/api/export-candidates';
import { ApiError, fileNameOfDisposition } from '#/lib/api-client';

/* Export CSV's client (docs/product/pipeline.md#export): the request it sends and the file it returns. */

afterEach(() => vi.unstubAllGlobals());

describe('fileNameOfDisposition', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and answers null without one', () => {
    expect(
      fileNameOfDisposition(
        `attachment; filename="Ing_nieure - Glance.csv"; filename*=UTF-8''${encodeURIComponent('Ingénieure - Glance.csv')}`,
      ),
    ).toBe('Ingénieure - Glance.csv');
    expect(fileNameOfDisposition('attachment; filename="Data \\"Lead\\".csv"')).toBe('Data "Lead".csv');
    expect(fileNameOfDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOfDisposition('attachment; filename*=UTF-8\'\'%E0%A4%A.csv; filename="ok.csv"')).toBe(
      'ok.csv',
    );
    expect(fileNameOfDisposition('attachment')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});

describe('exportJobCandidatesCsv', () => {
  it('posts the selection and view, and returns the file with the name the server gave', async () => {
    const csv = '\uFEFFFirst Name\r\nZoë\r\n';
    const fetch = vi.fn(
      async () =>
        new Response(csv, {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="Payments - Glance.csv"; filename*=UTF-8''Payments%20-%20Glance.csv`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const body: CandidatesExportBody = {
      candidate_ids: ['6f1c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e11'],
      stage_id: 'glance',
      view: 'process',
    };
    const file = await exportJobCandidatesCsv('job-1', body);
    expect(file.filename).toBe('Payments - Glance.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/jobs/job-1/candidates/export');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it("throws the server's error", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Job not found' } }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const failure = exportJobCandidatesCsv('job-1', { all_matching: { stage_id: null }, view: 'score' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Job not found' });
  });
});
