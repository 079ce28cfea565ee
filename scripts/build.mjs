#!/usr/bin/env node
// @ts-check
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * `npm run build` and `npm start`: builds each workspace package whose inputs changed since its last
 * successful build, and only those (docs/decisions/0014-build-only-what-changed.md).
 *
 * A package's inputs are every file under its folder but its outputs, dependencies and scratch files
 * (node_modules, dist, data, coverage, test reports, *.tsbuildinfo), the root files every build reads
 * (package.json, package-lock.json, tsconfig.base.json), the VITE_* environment variables of the web app,
 * and the inputs of the packages it is built from (core for both apps). Their SHA-256 is written into
 * `dist/.build-stamp.json` after the package's own build script succeeded; the stamp is removed before a build
 * starts, so a failed or interrupted build is never taken for a good one. A package is built again when its
 * fingerprint differs from the stamp's or its main output is missing.
 *
 * tsc's incremental build (`tsc -b`) re-emits only what changed but never removes the output of a deleted
 * source, and takes a missing output for an up-to-date one while its .tsbuildinfo remains: when a source was
 * removed or an output is missing, dist and the .tsbuildinfo go first.
 *
 * Usage: node scripts/build.mjs [--force | --check] [package...]   (packages by name, e.g. @rw/server;
 * default all; the packages they are built from come along). `--check` builds nothing and exits with 1 when
 * a package would be built.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{ name: string, dir: string, from: string[], output: string, tsc: boolean, env?: RegExp }} Pkg
 * `output`: the file whose absence means the package is not built; `tsc`: built with `tsc -b`.
 */

/** @type {Pkg[]} In build order. */
const packages = [
  { name: '@rw/core', dir: 'packages/core', from: [], output: 'dist/index.js', tsc: true },
  // Vite bundles core from its sources (apps/web/vite.config.ts), so core's inputs are the web app's too.
  {
    name: '@rw/web',
    dir: 'apps/web',
    from: ['@rw/core'],
    output: 'dist/index.html',
    tsc: false,
    env: /^VITE_/,
  },
  // The Content Extractor browser extension (bundled by esbuild from core's sources) and its zip, which the
  // server offers for download.
  {
    name: '@rw/extension',
    dir: 'apps/extension',
    from: ['@rw/core'],
    output: 'dist/content-extractor.zip',
    tsc: false,
  },
  { name: '@rw/server', dir: 'apps/server', from: ['@rw/core'], output: 'dist/server.js', tsc: true },
];

const sharedInputs = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
]);
const skippedFile = /\.(tsbuildinfo|log)$/;
const STAMP = 'dist/.build-stamp.json';

/** @param {string} file */
const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/**
 * The input files of a package folder, relative to the repository root, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
function inputFiles(dir) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} rel */
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (!skippedDirs.has(entry.name)) walk(child);
      } else if (entry.isFile() && !skippedFile.test(entry.name)) {
        files.push(child);
      }
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * Each input file's SHA-256 (by path) and the package's fingerprint over them, its environment and the
 * fingerprints of the packages it is built from.
 * @param {Pkg} pkg
 * @param {Map<string, string>} fingerprints of the packages already seen
 */
function fingerprint(pkg, fingerprints) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const file of [...sharedInputs, ...inputFiles(pkg.dir)]) files[file] = sha256(path.join(root, file));
  const hash = crypto.createHash('sha256');
  for (const [file, sum] of Object.entries(files)) hash.update(`${file}\0${sum}\n`);
  const env = pkg.env;
  if (env) {
    for (const key of Object.keys(process.env)
      .filter((k) => env.test(k))
      .sort())
      hash.update(`env ${key}=${process.env[key]}\n`);
  }
  for (const dep of pkg.from) hash.update(`from ${dep} ${fingerprints.get(dep)}\n`);
  return { files, fingerprint: hash.digest('hex') };
}

/**
 * @param {Pkg} pkg
 * @returns {{ fingerprint?: string, files?: Record<string, string> }}
 */
function readStamp(pkg) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, pkg.dir, STAMP), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Why `pkg` must be built, or null when its build is current.
 * @param {Pkg} pkg
 * @param {ReturnType<typeof fingerprint>} now
 * @param {ReturnType<typeof readStamp>} stamp
 */
function reasonToBuild(pkg, now, stamp) {
  if (!fs.existsSync(path.join(root, pkg.dir, pkg.output))) return `${pkg.output} is missing`;
  if (!stamp.fingerprint) return 'no record of a successful build';
  if (stamp.fingerprint === now.fingerprint) return null;
  const before = stamp.files ?? {};
  const changed = Object.keys(now.files).filter((f) => before[f] !== now.files[f]);
  const removed = Object.keys(before).filter((f) => !(f in now.files));
  const names = [...changed, ...removed.map((f) => `${f} (removed)`)];
  if (names.length === 0) return 'a package it is built from, or its VITE_* environment, changed';
  const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
  return `changed: ${names.slice(0, 3).join(', ')}${more}`;
}

/**
 * Removes the outputs of a tsc package and its .tsbuildinfo, so `tsc -b` emits everything anew.
 * @param {Pkg} pkg
 */
function cleanTsc(pkg) {
  const dir = path.join(root, pkg.dir);
  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  for (const f of fs.readdirSync(dir)) if (f.endsWith('.tsbuildinfo')) fs.rmSync(path.join(dir, f));
}

/**
 * The packages named on the command line and those they are built from, in build order.
 * @param {string[]} names
 */
function selected(names) {
  if (names.length === 0) return packages;
  /** @type {Set<string>} */
  const wanted = new Set();
  /** @param {string} name */
  const add = (name) => {
    const pkg = packages.find((p) => p.name === name);
    if (!pkg) throw new Error(`unknown package ${name} (known: ${packages.map((p) => p.name).join(', ')})`);
    wanted.add(name);
    for (const dep of pkg.from) add(dep);
  };
  for (const name of names) add(name);
  return packages.filter((p) => wanted.has(p.name));
}

function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const check = args.includes('--check');
  /** @type {Map<string, string>} */
  const fingerprints = new Map();
  let stale = false;
  for (const pkg of selected(args.filter((a) => !a.startsWith('--')))) {
    const now = fingerprint(pkg, fingerprints);
    fingerprints.set(pkg.name, now.fingerprint);
    const stamp = readStamp(pkg);
    const reason = force ? 'forced (--force)' : reasonToBuild(pkg, now, stamp);
    if (!reason) {
      console.log(`${pkg.name}: up to date`);
      continue;
    }
    if (check) {
      console.log(`${pkg.name}: not built (${reason})`);
      stale = true;
      continue;
    }
    console.log(`${pkg.name}: building (${reason})`);
    fs.rmSync(path.join(root, pkg.dir, STAMP), { force: true });
    const removed = Object.keys(stamp.files ?? {}).some((f) => !(f in now.files));
    if (pkg.tsc && (force || removed || !fs.existsSync(path.join(root, pkg.dir, pkg.output)))) cleanTsc(pkg);
    const run = spawnSync('npm', ['run', 'build', '-w', pkg.name], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`${pkg.name}: build failed`);
      process.exit(run.status ?? 1);
    }
    if (!fs.existsSync(path.join(root, pkg.dir, pkg.output)))
      throw new Error(`${pkg.name}: the build succeeded but ${pkg.output} is missing`);
    fs.writeFileSync(
      path.join(root, pkg.dir, STAMP),
      `${JSON.stringify({ fingerprint: now.fingerprint, files: now.files }, null, 1)}\n`,
    );
  }
  if (stale) process.exitCode = 1;
}

main();
