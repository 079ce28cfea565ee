import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  type CandidateImportStatus,
  importInterruptedMessage,
  type LatestScoringRun,
  type ScoringRun,
} from '@rw/core';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedDb } from '#src/db/embedded.js';
import { type MockLlm, startMockLlm } from '#src/platform/mock-llm/mock-llm-server.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/*
 * The fault suite (docs/product/candidates.md#interrupted-runs): a real worker process (fault-worker.ts: the
 * app, its queue and sweeper) is killed with SIGKILL in the middle of a large CSV import and of an AI scoring
 * run, then a new worker starts on the same database. The import must be failed visibly with whole rows and
 * true counts; the scoring run must be resumed and end with every candidate scored and charged once. Every
 * wait is for a condition, never for time; the timeouts are generous for a loaded 2-core machine.
 * Runs on the embedded PGlite (the worker owns it under a DATA_DIR, as the server does) and, with DATABASE_URL,
 * on a fresh PostgreSQL database.
 */

const script = path.resolve(import.meta.dirname, 'fault-worker.ts');
const serverDir = path.resolve(import.meta.dirname, '../..');
const WAIT = { timeout: 180_000, interval: 100 };
const TASK = 'score-candidate';
const OWNER = { name: 'Fay Fault', email: 'fay@fault-suite.test', password: 'survives-sigkill-twice' };
/** Rows sent of the large import before the upload stalls: one batch of 5,000 commits, the next waits for more. */
const SENT_ROWS = 6000;
const BATCH_ROWS = 5000;
/** Candidates scored before the worker dies (the mock answers these, then holds every request open). */
const SCORED_BEFORE = 10;
const TO_SCORE = 30;

/** A CSV of `n` distinct people (names, e-mail, profile link) from `offset`, header first. */
function peopleCsv(n: number, offset = 0): string {
  const lines = ['First Name,Last Name,Email,LinkedIn URL,Title'];
  for (let i = offset; i < offset + n; i++) {
    lines.push(
      `Pat${i},Person${i},pat.${i}@people.test,https://www.linkedin.com/in/pat-${i},Engineer ${i % 40}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

type Worker = { child: ChildProcess; url: string; dbPid: number | null; output: () => string };
const workers: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = fork(script, [], {
    cwd: serverDir,
    execArgv: ['--import', 'tsx', '--conditions=development'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  workers.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { type: string; url: string; dbPid: number | null }) =>
      resolve({ child, url: m.url, dbPid: m.dbPid, output: () => out }),
    );
    child.once('exit', (code, signal) => reject(new Error(`worker exited (${signal ?? code}): ${out}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A signed-in client of one worker: JSON calls with the session cookie and the worker's own origin. */
function client(url: string, cookie = '') {
  const call = async <T>(
    method: string,
    route: string,
    body?: unknown,
  ): Promise<{ status: number; json: T }> => {
    const res = await fetch(`${url}${route}`, {
      method,
      headers: {
        origin: url,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
  };
  const ok = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const res = await call<T>(method, route, body);
    if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json;
  };
  return { call, ok };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Starts a multipart upload of a CSV to the import route and sends `first` now; the rest is never sent (the
 * worker dies waiting for it). @returns the response promise (it fails when the worker dies).
 */
function stalledUpload(url: string, cookie: string, route: string, first: string): Promise<unknown> {
  const boundary = '----rw-fault-boundary';
  const req = http.request(`${url}${route}`, {
    method: 'POST',
    headers: {
      cookie,
      origin: url,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
    },
  });
  const answered = new Promise((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  answered.catch(() => {});
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="connections.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  req.write(first);
  return answered;
}

/** The database the workers share, opened by the test only while no worker runs (PGlite is one session). */
async function query<T>(db: { url: string } | { dataDir: string }, text: string, values: unknown[] = []) {
  const opened = 'dataDir' in db ? await startEmbeddedDb({ dataDir: db.dataDir, mode: 'inline' }) : null;
  const client = new pg.Client({ connectionString: opened?.url ?? (db as { url: string }).url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
    await opened?.close();
  }
}

describe('a worker killed mid-work', () => {
  it('leaves whole rows and true counts; the import is failed visibly, the scoring run resumed and charged once', async () => {
    const mock: MockLlm = await startMockLlm();
    cleanups.push(() => mock.close());
    let database: TestDatabase | null = null;
    let dataDir = '';
    if (process.env.DATABASE_URL) {
      database = await createTestDatabase();
      cleanups.push(database.drop);
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-fault-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    }
    const where = database ? { url: database.url } : { dataDir };
    const workerEnv = (skewMs: number) => ({
      FAULT_DATABASE_URL: database?.url ?? '',
      FAULT_DATA_DIR: dataDir,
      FAULT_CLOCK_SKEW_MS: String(skewMs),
      OPENAI_API_KEY: 'sk-fault-suite',
      OPENAI_BASE_URL: mock.baseURL,
    });

    // --- The first worker: an owner, a job with 30 candidates being scored, another job being imported into.
    const first = await startWorker(workerEnv(0));
    const anon = client(first.url);
    expect((await anon.call('POST', '/api/setup', OWNER)).status).toBe(201);
    const cookie = await signIn(first.url);
    const api = client(first.url, cookie);
    const company = await api.ok<{ id: string }>('POST', '/api/companies', { name: 'Fault Suite Ltd' });
    const scoringJob = (
      await api.ok<{ id: string }>('POST', '/api/jobs', {
        title: 'Payments Engineer',
        company_id: company.id,
      })
    ).id;
    const importJob = (
      await api.ok<{ id: string }>('POST', '/api/jobs', { title: 'Data Engineer', company_id: company.id })
    ).id;

    const people = peopleCsv(TO_SCORE, 1_000_000);
    const form = new FormData();
    form.append('file', new Blob([people], { type: 'text/csv' }), 'people.csv');
    const small = await fetch(`${first.url}/api/jobs/${scoringJob}/candidates/import?stage_id=glance`, {
      method: 'POST',
      headers: { cookie, origin: first.url },
      body: form,
    });
    expect(await small.json()).toMatchObject({ imported: TO_SCORE, total: TO_SCORE });

    const importId = crypto.randomUUID();
    const upload = stalledUpload(
      first.url,
      cookie,
      `/api/jobs/${importJob}/candidates/import?stage_id=glance&import_id=${importId}`,
      peopleCsv(SENT_ROWS),
    );
    upload.catch(() => {});
    const importRoute = `/api/jobs/${importJob}/candidates/imports/${importId}`;

    // Mid-work: a batch of the import committed, the rest of the file not sent…
    await vi.waitFor(async () => {
      const record = await api.ok<CandidateImportStatus>('GET', importRoute);
      expect(record).toMatchObject({ status: 'running', imported: BATCH_ROWS });
    }, WAIT);
    // …then the first candidates scored and the rest held at the model (killed long before the client's
    // 60 s request timeout could fail them).
    mock.script([
      { match: { task: TASK }, times: SCORED_BEFORE },
      { match: { task: TASK }, fault: 'timeout', times: 100_000 },
    ]);
    const started = await api.ok<ScoringRun>('POST', `/api/jobs/${scoringJob}/candidates/score`, {
      stage_id: 'glance',
    });
    const runRoute = `/api/jobs/${scoringJob}/candidates/score/${started.run_id}`;

    await vi.waitFor(async () => {
      const run = await api.ok<ScoringRun>('GET', runRoute);
      expect(run).toMatchObject({ status: 'running', scored: SCORED_BEFORE });
      expect(mock.requests({ task: TASK })).toHaveLength(TO_SCORE);
    }, WAIT);

    first.child.kill('SIGKILL');
    await exited(first.child);
    await expect(upload).rejects.toThrow();
    const firstDb = first.dbPid;
    if (firstDb) await vi.waitFor(() => expect(isRunning(firstDb)).toBe(false), WAIT);
    mock.reset();

    // --- A new worker: it finds both runs dead at boot.
    const second = await startWorker(workerEnv(database ? 60_000 : 0));
    const again = client(second.url, await signIn(second.url));
    const failed = await vi.waitFor(async () => {
      const record = await again.ok<CandidateImportStatus>('GET', importRoute);
      expect(record.status).toBe('failed');
      return record;
    }, WAIT);
    expect(failed).toMatchObject({
      imported: BATCH_ROWS,
      created: BATCH_ROWS,
      updated: 0,
      error: importInterruptedMessage(BATCH_ROWS),
    });
    expect(failed.total).toBeGreaterThanOrEqual(BATCH_ROWS);
    const ended = await vi.waitFor(async () => {
      const run = await again.ok<ScoringRun>('GET', runRoute);
      expect(run.status).toBe('completed');
      return run;
    }, WAIT);
    expect(ended).toMatchObject({ total: TO_SCORE, scored: TO_SCORE, failed: 0, error: null });
    const latest = await again.ok<LatestScoringRun>(
      'GET',
      `/api/jobs/${scoringJob}/candidates/score?stage_id=glance`,
    );
    expect(latest.run?.run_id).toBe(started.run_id);
    // Only the candidates the dead worker had not scored went to the model again.
    expect(mock.requests({ task: TASK })).toHaveLength(TO_SCORE - SCORED_BEFORE);
    await vi.waitFor(async () => {
      const list = await again.ok<{ notifications: { title: string; message: string }[] }>(
        'GET',
        '/api/notifications',
      );
      expect(list.notifications.map((n) => n.message)).toContain(
        '30 candidates scored for Payments Engineer',
      );
    }, WAIT);

    second.child.kill('SIGTERM');
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);

    // --- What the database holds: whole rows only, counts that match them, one charge per scored candidate.
    const [census] = await query<{ imported: number; without_glance: number; scored: number; usage: number }>(
      where,
      `select
        (select count(*)::int from candidates where current_primary_job_id = $1) as imported,
        (select count(*)::int from candidates c where c.current_primary_job_id = $1 and not exists (
          select 1 from candidate_stage_records r where r.candidate_id = c.id and r.job_id = $1 and r.stage_id = 'glance'
        )) as without_glance,
        (select count(*)::int from candidate_stage_records where job_id = $2 and overall_match is not null) as scored,
        (select count(*)::int from api_usage where service = 'candidate-scoring') as usage`,
      [importJob, scoringJob],
    );
    expect(census).toEqual({ imported: BATCH_ROWS, without_glance: 0, scored: TO_SCORE, usage: TO_SCORE });
    const [run] = await query<{ resumes: number; items: string }>(
      where,
      `select resumes, (select string_agg(distinct status, ',') from candidate_scoring_run_items
        where run_id = $1) as items from candidate_scoring_runs where id = $1`,
      [started.run_id],
    );
    expect(run).toEqual({ resumes: 1, items: 'scored' });
  }, 600_000);
});
