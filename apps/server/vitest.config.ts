import path from 'node:path';
import { defineConfig } from 'vitest/config';

const src = path.resolve(import.meta.dirname, 'src');

export default defineConfig({
  resolve: {
    alias: [
      { find: /^#src\/(.*)\.js$/, replacement: `${src}/$1.ts` },
      {
        find: '@rw/core',
        replacement: path.resolve(import.meta.dirname, '../../packages/core/src/index.ts'),
      },
    ],
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // A console.error fails the test that logged it (epic-stack's guard).
    setupFiles: ['src/test/console-guard.ts'],
    // One migrated database made once; every test context's database is a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
