import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function scratch(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-precompress-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe('precompressDir (docs/decisions/0015-precompressed-static-files.md)', () => {
  it('writes Brotli and gzip copies of text files that decode to the original', async () => {
    const js = `export const rows = [${'"a repeated row", '.repeat(400)}];\n`;
    const dir = scratch({
      'index.html': `<!doctype html>${'<p>x</p>'.repeat(300)}`,
      'assets/app-1a2b.js': js,
    });
    expect(await precompressDir(dir)).toEqual([path.join('assets', 'app-1a2b.js'), 'index.html']);
    const br = fs.readFileSync(path.join(dir, 'assets/app-1a2b.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets/app-1a2b.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(js);
    expect(zlib.gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length / 10);
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves small files and formats that are compressed already', async () => {
    const dir = scratch({ 'favicon.svg': '<svg/>', 'assets/emoji.woff2': Buffer.alloc(4096, 7) });
    expect(await precompressDir(dir)).toEqual([]);
    expect(fs.readdirSync(path.join(dir, 'assets'))).toEqual(['emoji.woff2']);
    expect(fs.readdirSync(dir).sort()).toEqual(['assets', 'favicon.svg']);
  });
});
