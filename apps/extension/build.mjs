#!/usr/bin/env node
// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { zipSync } from 'fflate';

/*
 * Builds the Content Extractor (docs/product/content-extractor.md): the popup and settings scripts bundled with
 * esbuild (with the shared schemas of @rw/core, from its sources), the static files beside them in
 * `dist/unpacked/` (what Chrome's 'Load unpacked' takes), and `dist/content-extractor.zip` of that folder,
 * which the app offers for download. Every entry gets the same fixed date, so the same sources give the same
 * zip.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'dist');
const unpacked = path.join(out, 'unpacked');
const ZIP_DATE = new Date('2025-01-01T00:00:00Z');

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(unpacked, { recursive: true });

await build({
  entryPoints: [path.join(here, 'src/popup.ts'), path.join(here, 'src/options.ts')],
  outdir: unpacked,
  bundle: true,
  format: 'esm',
  target: 'chrome116',
  platform: 'browser',
  conditions: ['development'],
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
for (const file of fs.readdirSync(path.join(here, 'static')))
  fs.copyFileSync(path.join(here, 'static', file), path.join(unpacked, file));

/** @type {Record<string, [Uint8Array, { mtime: Date }]>} */
const entries = {};
for (const file of fs.readdirSync(unpacked).sort())
  entries[`content-extractor/${file}`] = [fs.readFileSync(path.join(unpacked, file)), { mtime: ZIP_DATE }];
fs.writeFileSync(path.join(out, 'content-extractor.zip'), zipSync(entries, { level: 9 }));
console.log(`@rw/extension: ${Object.keys(entries).length} files in dist/content-extractor.zip`);
