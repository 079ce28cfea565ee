import type pg from 'pg';
import { companies, emailDomains, firstNames, lastNames, locations, slug, titles } from '../lib/people.js';

/** The indexes the seed drops before loading and builds again after (faster than maintaining them per row). */
const indexes = [
  'candidates_search_trgm_idx',
  'candidates_domain_created_idx',
  'candidates_domain_email_idx',
  'candidates_domain_linkedin_uq',
];

/**
 * Seeds `count` candidates into one organisation straight in SQL (generate_series over word pools passed as
 * arrays, seeded with setseed so every run has the same data): names of many languages with accents, common
 * ones more frequent (and one needle, 'Xiomara Oyelaran-Quist', every 49,999th row), e-mails for about 60 % (name-based, some on the organisation's own domain), phones for a
 * third, titles, employers, locations, LinkedIn URLs, and created_at spread over three years. Indexes are
 * dropped during the load and recreated after (their definitions are read from pg_indexes first), then the
 * table is analysed.
 * @param onProgress called after each chunk with the rows so far.
 * @returns ms spent loading and ms building the indexes.
 */
export async function seedCandidates(
  client: pg.Client,
  opts: { count: number; domain: string; createdByEmail: string; chunk?: number },
  onProgress: (rows: number) => void = () => {},
): Promise<{ loadMs: number; indexMs: number }> {
  const defs = await client.query<{ indexname: string; indexdef: string }>(
    'select indexname, indexdef from pg_indexes where tablename = $1 and indexname = any($2::text[])',
    ['candidates', indexes],
  );
  for (const d of defs.rows) await client.query(`drop index if exists ${d.indexname}`);
  const started = performance.now();
  await client.query('select setseed(0.42)');
  const chunk = opts.chunk ?? 100_000;
  const params = [
    firstNames,
    firstNames.map((n) => slug(n).replace(/-/g, '') || 'x'),
    lastNames,
    lastNames.map((n) => slug(n).replace(/-/g, '') || 'x'),
    titles,
    companies,
    locations,
    [...emailDomains, opts.domain],
  ];
  for (let from = 1; from <= opts.count; from += chunk) {
    const to = Math.min(opts.count, from + chunk - 1);
    await client.query(
      `insert into candidates
         (first_name, last_name, email, phone, location, current_title, current_company, linkedin_url,
          linkedin_key, created_by_email, domain, created_at, updated_at)
       select case when i % 49999 = 0 then 'Xiomara' else ($1::text[])[fi] end,
         case when i % 49999 = 0 then 'Oyelaran-Quist' else ($3::text[])[li] end,
         case when r_mail < 0.6 then ($2::text[])[fi] || '.' || ($4::text[])[li] || i || '@' ||
           ($8::text[])[1 + floor(r_dom * cardinality($8::text[]))::int] end,
         case when r_phone < 0.33 then '+44 7' || lpad((i::bigint * 7919 % 1000000000)::text, 9, '0') end,
         ($7::text[])[1 + floor(r_loc * r_loc * cardinality($7::text[]))::int],
         ($5::text[])[1 + floor(r_title * r_title * cardinality($5::text[]))::int],
         ($6::text[])[1 + floor(r_co * r_co * cardinality($6::text[]))::int],
         'https://www.linkedin.com/in/' || ($2::text[])[fi] || '-' || ($4::text[])[li] || '-' || to_hex(i),
         'linkedin.com/in/' || ($2::text[])[fi] || '-' || ($4::text[])[li] || '-' || to_hex(i),
         $9, $10, ts, ts
       from (
         select i,
           1 + floor(power(random(), 2) * cardinality($1::text[]))::int as fi,
           1 + floor(power(random(), 2) * cardinality($3::text[]))::int as li,
           random() as r_mail, random() as r_dom, random() as r_phone, random() as r_loc,
           random() as r_title, random() as r_co,
           timestamptz '2023-01-01' + (i * interval '90 seconds') + (random() * interval '60 seconds') as ts
         from generate_series($11::int, $12::int) as i
       ) s`,
      [...params, opts.createdByEmail, opts.domain, from, to],
    );
    onProgress(to);
  }
  const loadMs = performance.now() - started;
  const indexStarted = performance.now();
  await client.query("set maintenance_work_mem = '256MB'");
  for (const d of defs.rows) await client.query(d.indexdef);
  await client.query('analyze candidates');
  return { loadMs, indexMs: performance.now() - indexStarted };
}
