import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { normalizeLinkedinUrl } from '../lib/server-modules.js';
import type { Connection } from './linkedin-csv.js';

/** The candidate columns an import writes, one array per column (the shape `unnest` takes). */
type Columns = {
  first: (string | null)[];
  last: (string | null)[];
  email: (string | null)[];
  title: (string | null)[];
  company: (string | null)[];
  url: (string | null)[];
  key: (string | null)[];
};

const nil = (v: string) => (v === '' ? null : v);

function columnsOf(rows: readonly Connection[]): Columns {
  const c: Columns = { first: [], last: [], email: [], title: [], company: [], url: [], key: [] };
  for (const r of rows) {
    c.first.push(nil(r.firstName));
    c.last.push(nil(r.lastName));
    c.email.push(nil(r.email));
    c.title.push(nil(r.position));
    c.company.push(nil(r.company));
    c.url.push(nil(r.url));
    c.key.push(normalizeLinkedinUrl(r.url));
  }
  return c;
}

/** The skip condition of an upsert: a row whose every imported value is already stored is left alone. */
const unchanged = `(candidates.first_name, candidates.last_name, candidates.email, candidates.current_title,
  candidates.current_company, candidates.linkedin_url) is distinct from (excluded.first_name, excluded.last_name,
  coalesce(excluded.email, candidates.email), excluded.current_title, excluded.current_company, excluded.linkedin_url)`;

/**
 * The add_candidate_to_stage of the import (Glance, recruiter) for one batch; new candidates already carry
 * their primary job and last activity, and a candidate already in the stage is left alone.
 */
const addToGlance = `
  insert into candidate_stage_records
    (candidate_id, job_id, stage_id, stage_category, stage_level, stage_substep, stage_title, action_owner)
  select u.id, $2::uuid, 'glance', 'research', 1, null, 'Glance', 'recruiter'
  from unnest($1::uuid[]) as u(id)
  on conflict (candidate_id, job_id, stage_id) do nothing`;

/**
 * The floor of an import in the database alone, per batch of 2,000 rows in one transaction: one read of the
 * batch's existing candidates (by LinkedIn key, and by e-mail for the dedupe), one multi-row insert of the new
 * ones (`insert … select from unnest(arrays)`, already carrying their primary job and last activity so they are
 * written once), one multi-row update of the existing ones whose values changed (unchanged rows are not
 * written: no new row version, no index entries), and one multi-row add to the job's Glance stage.
 * @returns elapsed ms.
 */
export async function upsertMultiRow(
  client: pg.PoolClient | pg.Client,
  rows: readonly Connection[],
  opts: { jobId: string; domain: string; email: string; batch?: number },
): Promise<number> {
  const batch = opts.batch ?? 2000;
  const started = performance.now();
  for (let i = 0; i < rows.length; i += batch) {
    const c = columnsOf(rows.slice(i, i + batch));
    await client.query('begin');
    const found = await client.query<{ id: string; linkedin_key: string }>(
      `select id, linkedin_key from candidates where domain = $1 and linkedin_key = any($2::text[])
       union all
       select id, linkedin_key from candidates where domain = $1 and lower(email) = any($3::text[])`,
      [opts.domain, c.key, c.email.filter((e): e is string => e !== null).map((e) => e.toLowerCase())],
    );
    const existing = new Map(found.rows.map((r) => [r.linkedin_key, r.id]));
    const isNew = c.key.map((k) => k === null || !existing.has(k));
    const pickCols = (keep: boolean) =>
      Object.values(c).map((col: (string | null)[]) => col.filter((_, j) => isNew[j] === keep));
    const fresh = pickCols(true);
    const old = pickCols(false);
    const inserted = await client.query<{ id: string }>(
      `insert into candidates
         (first_name, last_name, email, current_title, current_company, linkedin_url, linkedin_key,
          created_by_email, domain, current_primary_job_id, last_activity_at)
       select f, l, e, t, co, u, k, $8, $9, $10::uuid, now()
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
         as r(f, l, e, t, co, u, k)
       returning id`,
      [...fresh, opts.email, opts.domain, opts.jobId],
    );
    const oldIds = c.key.filter((_, j) => !isNew[j]).map((k) => existing.get(k as string)!);
    await client.query(
      `update candidates c set first_name = r.f, last_name = r.l, email = coalesce(r.e, c.email),
         current_title = r.t, current_company = r.co, linkedin_url = r.u, updated_at = now()
       from unnest($8::uuid[], $1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
         as r(id, f, l, e, t, co, u, k)
       where c.id = r.id and c.domain = $9
         and (c.first_name, c.last_name, c.email, c.current_title, c.current_company, c.linkedin_url)
           is distinct from (r.f, r.l, coalesce(r.e, c.email), r.t, r.co, r.u)`,
      [...old, oldIds, opts.domain],
    );
    const ids = [...inserted.rows.map((r) => r.id), ...existing.values()];
    await client.query(addToGlance, [ids, opts.jobId]);
    await client.query('commit');
  }
  return performance.now() - started;
}

function csvField(v: string | null): string {
  if (v === null) return '';
  return `"${v.replaceAll('"', '""')}"`;
}

/** The rows as a headerless CSV of the staging table's columns (empty unquoted cell = NULL). */
export function stagingCsv(rows: readonly Connection[]): string {
  const c = columnsOf(rows);
  const out: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    out.push(
      [c.first[i]!, c.last[i]!, c.email[i]!, c.title[i]!, c.company[i]!, c.url[i]!, c.key[i]!]
        .map(csvField)
        .join(','),
    );
  }
  return `${out.join('\n')}\n`;
}

export const createStaging = `create temp table if not exists import_staging
  (first_name text, last_name text, email text, current_title text, current_company text,
   linkedin_url text, linkedin_key text) on commit preserve rows`;

/** The merge after COPY: one upsert from the staging table, then everyone into the Glance stage. */
export const mergeStaging = (domain: string, email: string, jobId: string) => [
  `insert into candidates
     (first_name, last_name, email, current_title, current_company, linkedin_url, linkedin_key,
      created_by_email, domain, current_primary_job_id, last_activity_at)
   select distinct on (linkedin_key) first_name, last_name, email, current_title, current_company,
     linkedin_url, linkedin_key, '${email}', '${domain}', '${jobId}'::uuid, now()
   from import_staging
   on conflict (domain, linkedin_key) where linkedin_key is not null do update set
     first_name = excluded.first_name, last_name = excluded.last_name,
     email = coalesce(excluded.email, candidates.email), current_title = excluded.current_title,
     current_company = excluded.current_company, linkedin_url = excluded.linkedin_url, updated_at = now()
   where ${unchanged}`,
  `insert into candidate_stage_records
     (candidate_id, job_id, stage_id, stage_category, stage_level, stage_substep, stage_title, action_owner)
   select c.id, '${jobId}'::uuid, 'glance', 'research', 1, null, 'Glance', 'recruiter'
   from import_staging s join candidates c on c.domain = '${domain}' and c.linkedin_key = s.linkedin_key
   on conflict (candidate_id, job_id, stage_id) do nothing`,
];

/**
 * COPY into a staging table and merge, on PostgreSQL: `\copy` through psql (node-postgres has no COPY
 * FROM STDIN without an extra package), then the merge statements through `client`, in one transaction.
 * @returns elapsed ms including psql's start.
 */
export async function copyMergePg(
  client: pg.Client,
  databaseUrl: string,
  rows: readonly Connection[],
  opts: { jobId: string; domain: string; email: string },
): Promise<number> {
  const file = path.join(os.tmpdir(), `rw-bench-staging-${process.pid}.csv`);
  fs.writeFileSync(file, stagingCsv(rows));
  try {
    const started = performance.now();
    await client.query(
      createStaging
        .replace('create temp table', 'create unlogged table')
        .replace(' on commit preserve rows', ''),
    );
    await client.query('truncate import_staging');
    await new Promise<void>((resolve, reject) => {
      const psql = spawn(
        'psql',
        [
          databaseUrl,
          '-q',
          '-v',
          'ON_ERROR_STOP=1',
          '-c',
          `\\copy import_staging from '${file}' with (format csv)`,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let err = '';
      psql.stderr.on('data', (b: Buffer) => {
        err += b.toString();
      });
      psql.on('error', reject);
      psql.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql \\copy failed: ${err}`))));
    });
    await client.query('begin');
    for (const stmt of mergeStaging(opts.domain, opts.email, opts.jobId)) await client.query(stmt);
    await client.query('commit');
    return performance.now() - started;
  } finally {
    fs.rmSync(file, { force: true });
  }
}
