import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker as OcrWorker, OEM } from 'tesseract.js';
import { type getDocumentProxy, renderPageAsImage } from 'unpdf';

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

/*
 * OCR of a PDF that has no text layer (a scan), inside the parser process (docs/product/documents.md#ocr):
 * each page is rendered to an image (PDF.js on @napi-rs/canvas) and read by Tesseract (tesseract.js, its
 * WebAssembly build) with the English model shipped in the npm package @tesseract.js-data/eng: nothing is
 * downloaded at run time. The Tesseract worker is made once per parser process and kept while it lives.
 */

const require = createRequire(import.meta.url);
/** The LSTM-only integer model (smaller and faster to load than the default one, as accurate for print). */
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);
/** Pages are rendered at this many pixels per PDF point (144 dpi): enough for Tesseract on body text. */
const RENDER_SCALE = 2;

let worker: Promise<OcrWorker> | null = null;

function ocrWorker(): Promise<OcrWorker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
  }).catch((err: unknown) => {
    worker = null;
    throw err;
  });
  return worker;
}

/**
 * The text of `pdf`'s pages read by OCR, page by page, stopping before `deadline` (ms since the epoch):
 * pages it could not reach are left out and `truncated` is set. Text is cut at `maxChars`.
 */
export async function ocrPdf(
  pdf: PDFDocumentProxy,
  opts: { deadline: number; maxChars: number },
): Promise<{ text: string; truncated: boolean }> {
  const tesseract = await ocrWorker();
  const pages: string[] = [];
  let chars = 0;
  for (let page = 1; page <= pdf.numPages; page++) {
    if (Date.now() >= opts.deadline || chars > opts.maxChars)
      return { text: pages.join('\n\n'), truncated: true };
    const png = await renderPageAsImage(pdf, page, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: RENDER_SCALE,
    });
    const { data } = await tesseract.recognize(Buffer.from(png));
    const text = data.text.trim();
    pages.push(text);
    chars += text.length;
  }
  return { text: pages.join('\n\n'), truncated: false };
}
