#!/usr/bin/env node
// @ts-check
import { spawnSync } from 'node:child_process';

/*
 * `npm test`: lint, typecheck, the unit and API tests of every package, then the Playwright journeys against
 * the built app, on the database DATABASE_URL names (unset: the embedded one).
 *
 * RW_TEST_SCOPE=database runs only what a database can change: the server's tests and the journeys. Lint,
 * typecheck and the core and web unit tests read no database, so CI's second pass, on PostgreSQL, leaves
 * them to its first (docs/decisions/0021-ci-second-pass.md).
 */

const databaseOnly = process.env.RW_TEST_SCOPE === 'database';
if (process.env.RW_TEST_SCOPE && !databaseOnly) {
  console.error(`RW_TEST_SCOPE is 'database' or unset, not '${process.env.RW_TEST_SCOPE}'`);
  process.exit(2);
}

/** @type {[string, string[]][]} */
const steps = databaseOnly
  ? [
      ['npx', ['vitest', 'run', '--project', 'server']],
      ['npm', ['run', 'test:e2e']],
    ]
  : [
      ['npm', ['run', 'lint']],
      ['npm', ['run', 'typecheck']],
      ['npm', ['run', 'test:unit']],
      ['npm', ['run', 'test:e2e']],
    ];

if (databaseOnly) {
  console.log(
    'RW_TEST_SCOPE=database: the server tests and the journeys (lint, typecheck and the core and web',
  );
  console.log('unit tests use no database and run in the full `npm test`).');
}
for (const [command, args] of steps) {
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  const took = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\n[npm test] ${command} ${args.join(' ')}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${took} s\n`,
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
