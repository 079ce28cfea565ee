import type pg from 'pg';

/*
 * The analytics benchmark's data, straight in SQL (generate_series, setseed so every run has the same data):
 * people, companies, jobs with their default stages, two applications per candidate walking the stages
 * (Glance, Profile Review, Talent Screen, one custom stage, Washup, Offer) with rejections, hires, AI scores
 * and a few scorecards, activities and AI usage over the last 366 days. Triggers are off while loading
 * (session_replication_role = replica, which the benchmark's superuser may set); the summaries are built
 * afterwards the way the migrations build them.
 */

/** The stages an application walks, in order: id, category, layer, title. */
const STAGES = [
  ['glance', 'research', 1, 'Glance'],
  ['profile_review', 'research', 2, 'Profile Review'],
  ['talent_screen', 'research', 3, 'Talent Screen'],
  ['stage_1', 'custom', 4, 'Interview with the team'],
  ['washup', 'final', 5, 'Washup'],
  ['offer', 'final', 6, 'Offer'],
] as const;

/** The stage record indexes the load drops and builds again after (faster than maintaining them per row). */
const RECORD_INDEXES = ['csr_job_stage_entered_idx', 'csr_candidate_entered_idx', 'csr_job_hired_idx'];

export type SeedCounts = { users: string[]; companies: string[]; jobs: string[] };

/** People (one per 50,000 activities, at least 5), 10 companies and `jobs` jobs, all of `domain`. */
export async function seedOrganisation(
  client: pg.Client,
  opts: { domain: string; ownerId: string; jobs: number; people: number },
): Promise<SeedCounts> {
  const users = await client.query<{ id: string }>(
    `insert into users (id, email, name, role, domain)
     select gen_random_uuid()::text, 'recruiter' || i || '@' || $1, 'Recruiter ' || i, 'recruiter', $1
     from generate_series(1, $2) i returning id`,
    [opts.domain, opts.people],
  );
  const people = [opts.ownerId, ...users.rows.map((r) => r.id)];
  const companies = await client.query<{ id: string }>(
    `insert into companies (name, company_domain, domain, owner_user_id, created_by)
     select 'Bench Company ' || i, 'company' || i || '.test', $1, $2, $2 from generate_series(1, 10) i
     returning id`,
    [opts.domain, opts.ownerId],
  );
  const jobs = await client.query<{ id: string }>(
    `insert into jobs (title, company_id, status, domain, created_by, created_at)
     select 'Bench Job ' || i, ($2::uuid[])[1 + i % 10], 'active', $1, ($3::text[])[1 + i % cardinality($3::text[])],
       now() - make_interval(days => 400 - (i % 30))
     from generate_series(1, $4) i returning id`,
    [opts.domain, companies.rows.map((r) => r.id), people, opts.jobs],
  );
  return { users: people, companies: companies.rows.map((r) => r.id), jobs: jobs.rows.map((r) => r.id) };
}

/**
 * Two applications per candidate of `domain` (on two different jobs), each reaching 1-6 stages (2.6 on
 * average: about 5.1 stage records per candidate): earlier stages left for the next a few days later, the
 * last one rejected (60 %) or, at Offer, hired (half). Half the records carry an AI overall; one in 40 of
 * the interview-stage records has a scorecard. @param onProgress after each chunk, with candidates done.
 * @returns the stage records written.
 */
export async function seedApplications(
  client: pg.Client,
  opts: { domain: string; jobIds: string[]; chunk?: number },
  onProgress: (n: number) => void = () => {},
): Promise<number> {
  const defs = await client.query<{ indexname: string; indexdef: string }>(
    'select indexname, indexdef from pg_indexes where tablename = $1 and indexname = any($2::text[])',
    ['candidate_stage_records', RECORD_INDEXES],
  );
  for (const d of defs.rows) await client.query(`drop index if exists ${d.indexname}`);
  await client.query('select setseed(0.17)');
  await client.query(
    `create temp table bench_candidates as
     select id, row_number() over (order by id) as rn from candidates where domain = $1`,
    [opts.domain],
  );
  await client.query('create index on bench_candidates (rn)');
  const total = await client.query<{ n: number }>('select count(*)::int as n from bench_candidates');
  const n = total.rows[0]!.n;
  const chunk = opts.chunk ?? 50_000;
  const stages = [STAGES.map((s) => s[0]), STAGES.map((s) => s[1]), STAGES.map((s) => s[3])];
  let written = 0;
  for (let from = 0; from < n; from += chunk) {
    const res = await client.query(
      `with c as (select id, rn from bench_candidates where rn > $3 and rn <= $3 + $4 and $1 <> ''),
       app as (
         select c.id as candidate_id, a.k,
           ($2::uuid[])[1 + ((c.rn * 2 + a.k) * 7919) % cardinality($2::uuid[])] as job_id,
           now() - make_interval(secs => random() * 366 * 86400) as started_at,
           (array[1,1,1,2,2,2,2,3,3,3,3,4,4,4,5,5,6,6,1,2])[1 + floor(random() * 20)::int] as reached,
           random() as fate
         from c cross join (values (0), (1)) a(k)
       ),
       rec as (
         select app.*, s.i,
           app.started_at + make_interval(days => (s.i - 1) * 4) + make_interval(secs => random() * 86400 * 3) as entered,
           random() < 0.5 as scored
         from app cross join lateral generate_series(1, app.reached) s(i)
       )
       insert into candidate_stage_records (candidate_id, job_id, stage_id, stage_category, stage_level, stage_title,
         action_owner, progressed_already, entered_stage_at, last_updated_at, created_at, left_stage_at,
         rejected_at, rejection_reason, rejected_by, hired_at, overall_match, source)
       select candidate_id, job_id, ($5::text[])[i], ($6::text[])[i], i, ($7::text[])[i], 'recruiter', i < reached,
         entered, entered, started_at,
         case when i < reached then entered + interval '4 days' end,
         case when i = reached and i < 6 and fate < 0.6 then entered + make_interval(days => 1 + (fate * 20)::int) end,
         case when i = reached and i < 6 and fate < 0.6
           then (array['Not qualified','Withdrew','Salary','Location','Hired elsewhere','Other'])[1 + floor(fate * 10)::int] end,
         case when i = reached and i < 6 and fate < 0.6 then 'bench@bench-org.test' end,
         case when i = 6 and fate < 0.5 then entered + make_interval(days => 3 + (fate * 10)::int) end,
         case when scored then round((2 + i + random() * 4)::numeric, 1) end,
         (array['csv_import','csv_import','cv_upload','linkedin','cv_sorter','manual'])[1 + floor(fate * 6)::int]
       from rec`,
      [opts.domain, opts.jobIds, from, chunk, ...stages],
    );
    written += res.rowCount ?? 0;
    onProgress(Math.min(n, from + chunk));
  }
  await client.query('drop table bench_candidates');
  for (const d of defs.rows) await client.query(d.indexdef);
  await client.query(
    // With triggers off, the record's copies (migration 0026) are written here as its trigger writes them.
    `insert into stage_scorecards (record_id, interviewer_email, overall_match, submitted_at, domain, job_id,
       stage_id, stage_title, ai_overall)
     select r.id, 'interviewer@bench-org.test', least(10, greatest(0, round((r.overall_match + random() * 3 - 1.5)::numeric, 1))),
       r.entered_stage_at + interval '2 days', j.domain, r.job_id, r.stage_id, r.stage_title,
       case when r.overall_match > 10 then r.overall_match / 10 else r.overall_match end
     from candidate_stage_records r join jobs j on j.id = r.job_id and j.domain = $1
     where r.stage_level between 3 and 5 and r.overall_match is not null and random() < 0.025`,
    [opts.domain],
  );
  return written;
}

/**
 * `count` activities of the people over the last 366 days (a quarter sign-ins, the rest spread over the
 * other actions and app openings) and `count / 5` metered AI calls, with their day counts built as the
 * migrations build them.
 */
export async function seedActivityAndUsage(
  client: pg.Client,
  opts: { domain: string; users: string[]; count: number },
): Promise<void> {
  const actions = [
    'sign_in',
    'app_clicked',
    'candidates_moved',
    'candidates_imported',
    'scoring_started',
    'job_created',
  ];
  for (let from = 0; from < opts.count; from += 200_000) {
    await client.query(
      `insert into user_activities (user_id, domain, action, app_id, metadata, timestamp)
       select ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int], $1, a.action,
         case when a.action = 'app_clicked' then (array['reviewer','cv-sorter','screen-evaluation'])[1 + floor(random() * 3)::int] end,
         jsonb_build_object('count', 1 + floor(random() * 20)::int),
         now() - make_interval(secs => random() * 366 * 86400)
       from generate_series(1, $4) i
       cross join lateral (select ($3::text[])[1 + (i + floor(random() * 6)::int) % 6] as action) a`,
      [opts.domain, opts.users, actions, Math.min(200_000, opts.count - from)],
    );
  }
  await client.query(
    `insert into api_usage (user_id, service, tokens_used, cost, timestamp)
     select ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int],
       (array['scoring','reviewer','generate-jd','cv-sorter'])[1 + floor(random() * 4)::int],
       500 + floor(random() * 3000)::int, round((random() * 0.02)::numeric, 6), now() - make_interval(secs => random() * 366 * 86400)
     from generate_series(1, $2)`,
    [opts.users, Math.floor(opts.count / 5)],
  );
  await client.query(
    `insert into user_activity_daily (domain, day, user_id, action, app_id, count)
     select domain, (timestamp at time zone 'UTC')::date, user_id, action, coalesce(app_id, ''), count(*)::int
     from user_activities where domain = $1 group by 1, 2, 3, 4, 5
     on conflict (domain, day, user_id, action, app_id) do update set count = excluded.count`,
    [opts.domain],
  );
  await client.query(
    `insert into api_usage_daily (domain, day, user_id, service, calls, tokens, cost)
     select u.domain, (a.timestamp at time zone 'UTC')::date, a.user_id, a.service, count(*)::int, sum(a.tokens_used), sum(a.cost)
     from api_usage a join users u on u.id = a.user_id where u.domain = $1 group by 1, 2, 3, 4
     on conflict (domain, day, user_id, service) do update set calls = excluded.calls, tokens = excluded.tokens, cost = excluded.cost`,
    [opts.domain],
  );
}
