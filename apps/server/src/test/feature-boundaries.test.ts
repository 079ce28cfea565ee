import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The feature-slice rule of biome.json (docs/decisions/0008-feature-slices.md), proven by linting fixture
 * files placed where features live: a feature that reaches into another feature's internals fails
 * `npm run lint`; its public entry, its own files and the shared folders pass.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const tag = crypto.randomBytes(4).toString('hex');
const written: string[] = [];

async function fixture(dir: string, name: string, specifier: string): Promise<string> {
  const rel = path.join(dir, `boundary-fixture-${tag}-${name}.ts`);
  await fs.writeFile(path.join(root, rel), `import { x } from '${specifier}';\n\nexport const y = x;\n`);
  written.push(rel);
  return rel;
}

afterAll(async () => {
  await Promise.all(written.map((rel) => fs.rm(path.join(root, rel), { force: true })));
});

/** Lints `files` and returns those Biome flags with noRestrictedImports. */
async function restricted(files: string[]): Promise<string[]> {
  const out = await promisify(execFile)(biome, ['lint', '--max-diagnostics=200', ...files], {
    cwd: root,
  }).then(
    (r) => r.stdout + r.stderr,
    (e: { stdout: string; stderr: string }) => e.stdout + e.stderr,
  );
  return files.filter((f) =>
    new RegExp(`${f.replace(/[.]/g, '\\.')}:\\d+:\\d+ lint/style/noRestrictedImports`).test(out),
  );
}

describe('feature boundaries (biome noRestrictedImports)', () => {
  it('refuses a feature importing another feature’s internals, on the server and in the web app', async () => {
    const web = 'apps/web/src/features/jobs';
    const server = 'apps/server/src/modules/candidates';
    const bad = [
      await fixture(web, 'web-deep', '#/features/candidates/job-tab/components/job-candidates-tab'),
      await fixture(server, 'server-deep', '#src/modules/jobs/jobs.queries.js'),
      await fixture(server, 'server-relative', '../jobs/jobs.queries.js'),
      await fixture('apps/web/src/app/routes', 'app-deep', '#/features/jobs/components/job-detail-page'),
      await fixture(
        'apps/server/src/platform/events',
        'platform-deep',
        '#src/modules/notifications/notify-user.js',
      ),
    ];
    const good = [
      await fixture(web, 'web-entry', '#/features/candidates'),
      await fixture(web, 'web-own', '#/features/jobs/utils/job-tabs'),
      await fixture(web, 'web-shared', '#/components/ui/confirm-dialog'),
      await fixture(server, 'server-entry', '#src/modules/jobs/index.js'),
      await fixture(server, 'server-own', './candidates.queries.js'),
      await fixture(server, 'server-platform', '#src/platform/ai/ai.service.js'),
    ];
    expect(await restricted([...bad, ...good])).toEqual(bad);
  }, 60_000);
});
