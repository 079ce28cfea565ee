import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this size a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each compressible file of
 * `dir` (recursively) of at least MIN_BYTES, when the copy is smaller. The server sends them to browsers
 * that accept them (docs/decisions/0015-precompressed-static-files.md).
 * @returns the files compressed, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const done: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: 9 }),
      ]);
      if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
      done.push(path.relative(dir, file));
    }),
  );
  return done.sort();
}

/** Vite plugin: precompresses the build's output directory once it is written (`precompressDir`). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rw-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
