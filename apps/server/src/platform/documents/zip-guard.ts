import yauzl from 'yauzl';
import type { DocumentLimits } from './limits.js';

/** Why a ZIP container was refused before its document was parsed. */
export type ZipRefusal = 'too-many-entries' | 'too-large';

export class ZipRefusedError extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`zip refused: ${reason}`);
  }
}

/**
 * Checks a ZIP container (a .docx) against `limits` before any parser inflates it: the entry count and the
 * declared uncompressed sizes from the central directory, then every entry streamed through the inflater
 * with a byte counter that stops at the limit, so a zip bomb whose headers lie about its size is refused
 * after `maxInflatedBytes` of inflating, never after the whole bomb.
 * @throws ZipRefusedError 'too-many-entries' | 'too-large'; yauzl's errors for a broken container.
 */
export async function checkZip(bytes: Buffer, limits: DocumentLimits): Promise<void> {
  const zip = await yauzl.fromBufferPromise(bytes, {
    lazyEntries: true,
    validateEntrySizes: false,
    autoClose: false,
  });
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ZipRefusedError('too-many-entries');
  }
  let declared = 0;
  let inflated = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > limits.maxInflatedBytes) throw new ZipRefusedError('too-large');
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream) {
        inflated += (chunk as Buffer).length;
        if (inflated > limits.maxInflatedBytes) {
          stream.destroy();
          throw new ZipRefusedError('too-large');
        }
      }
    }
  } finally {
    zip.close();
  }
}
