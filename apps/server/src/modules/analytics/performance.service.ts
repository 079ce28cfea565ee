import {
  AI_COST_CURRENCY,
  type CandidateSource,
  candidateSources,
  companyMessages,
  daysFigures,
  type FunnelStage,
  jobMessages,
  type PerformanceQuery,
  type PerformanceReport,
  passThroughRate,
  pipelineStagesOf,
  scoreAgreement,
  stageGroupOf,
  userManagementMessages,
} from '@rw/core';
import { notFound } from '#src/lib/app-error.js';
import { getJobWorkflow } from '#src/modules/interview-process/index.js';
import type { Caller } from '#src/plugins/auth.js';
import { type AnalyticsDeps, periodOf } from './analytics.service.js';
import {
  aiCostOf,
  exists,
  type FunnelRow,
  type FunnelScope,
  filteredJobs,
  funnelRows,
  scorePairs,
  timesToFill,
} from './performance.queries.js';

const STAGE_METRICS = new Set(['reached', 'passed', 'days', 'score', 'rejected_at']);

type StageOrder = { key: string; title: string; order: number };

/** Sums of the rows of one figure by key; and histograms of one figure by key. */
function byKey(rows: readonly FunnelRow[], metric: string) {
  const m = new Map<string, number>();
  for (const r of rows) if (r.metric === metric) m.set(r.key, (m.get(r.key) ?? 0) + r.n);
  return m;
}
function histogramsByKey(rows: readonly FunnelRow[], metric: string) {
  const m = new Map<string, Map<number, number>>();
  for (const r of rows) {
    if (r.metric !== metric) continue;
    const h = m.get(r.key) ?? new Map<number, number>();
    h.set(r.bucket, (h.get(r.bucket) ?? 0) + r.n);
    m.set(r.key, h);
  }
  return m;
}
const asHistogram = (h: Map<number, number> | undefined) =>
  [...(h ?? new Map<number, number>())].map(([bucket, count]) => ({ bucket, count }));

/**
 * The stages of the funnel in order with their figures. `stages` are the known stages (a job's process, or
 * none for the organisation); keys found in the rows but not known are placed by their layer.
 */
function stagesOf(rows: readonly FunnelRow[], known: StageOrder[]): FunnelStage[] {
  const order = new Map(known.map((s) => [s.key, s]));
  for (const r of rows) {
    if (!STAGE_METRICS.has(r.metric) || order.has(r.key)) continue;
    const g = stageGroupOf(r.key, r.level);
    order.set(r.key, { key: r.key, title: g.key === r.key ? g.title : r.key, order: g.order + 0.5 });
  }
  const entered = byKey(rows, 'reached');
  const passed = byKey(rows, 'passed');
  const rejected = byKey(rows, 'rejected_at');
  const days = histogramsByKey(rows, 'days');
  const scores = histogramsByKey(rows, 'score');
  return [...order.values()]
    .sort((a, b) => a.order - b.order)
    .map((s) => {
      const e = entered.get(s.key) ?? 0;
      const p = passed.get(s.key) ?? 0;
      const h = scores.get(s.key);
      return {
        key: s.key,
        title: s.title,
        entered: e,
        passed: p,
        pass_through: passThroughRate(e, p),
        rejected: rejected.get(s.key) ?? 0,
        days: daysFigures(asHistogram(days.get(s.key))),
        scores: Array.from({ length: 11 }, (_, i) => h?.get(i) ?? 0),
      };
    });
}

/** The period's AI cost over the hires made in it (docs/product/analytics.md#performance-metrics). */
function costPerHire(cost: number, hires: number): NonNullable<PerformanceReport['ai_cost']> {
  return { currency: AI_COST_CURRENCY, cost, hires, per_hire: hires > 0 ? cost / hires : null };
}

/** Job-level rows of several jobs with their stages put into the organisation's groups. */
const grouped = (rows: readonly FunnelRow[]): FunnelRow[] =>
  rows.map((r) => (STAGE_METRICS.has(r.metric) ? { ...r, key: stageGroupOf(r.key, r.level).key } : r));

/**
 * The recruiting funnel of the caller's organisation (docs/product/analytics.md#performance-metrics) for the
 * cohort of the period (applications whose first stage was entered on one of its days), optionally of one
 * company, one job or one recruiter (the jobs they created): stages with entered, passed, pass-through,
 * rejections, days in stage and AI score distribution; hires, time to hire and to fill; reject reasons;
 * sources; AI-scorecard agreement per job and stage; AI cost per hire (organisation only).
 * `reads` narrows what is read for one table of the export: 'funnel' (stages, rejections, sources, scores)
 * or 'agreement'; the parts not read are empty (time to fill, agreement, AI cost null), as for no data.
 * @throws AppError VALIDATION for a bad period; NOT_FOUND 'Job not found' / 'Company not found' /
 *   'User not found' for a filter naming nothing of the organisation.
 */
export async function performanceReport(
  deps: AnalyticsDeps,
  caller: Caller,
  query: PerformanceQuery,
  reads: 'all' | 'funnel' | 'agreement' = 'all',
): Promise<PerformanceReport> {
  const { db } = deps;
  const period = periodOf(query, deps.now());
  const domain = caller.domain;
  if (query.company_id && !(await exists(db, 'companies', domain, query.company_id)))
    throw notFound(companyMessages.notFound);
  if (query.recruiter_id && !(await exists(db, 'users', domain, query.recruiter_id)))
    throw notFound(userManagementMessages.userNotFound);
  if (query.job_id && !(await exists(db, 'jobs', domain, query.job_id))) throw notFound(jobMessages.notFound);
  const jobs = await filteredJobs(db, domain, {
    companyId: query.company_id,
    jobId: query.job_id,
    recruiterId: query.recruiter_id,
  });
  const jobScope = Boolean(query.job_id);
  const filtered = Boolean(query.company_id || query.job_id || query.recruiter_id);
  const ids = filtered ? jobs.map((j) => j.id) : null;
  const none = ids !== null && ids.length === 0;
  const scope = funnelScopeOf(query, ids);
  const read = (part: 'funnel' | 'agreement' | 'all') => !none && (reads === 'all' || reads === part);
  const [raw, fills, pairs, cost, known] = await Promise.all([
    read('funnel') ? funnelRows(db, domain, period, scope) : Promise.resolve([]),
    read('all') ? timesToFill(db, domain, period, ids) : Promise.resolve([]),
    read('agreement') ? scorePairs(db, domain, period, ids) : Promise.resolve([]),
    filtered || reads !== 'all' ? Promise.resolve(null) : aiCostOf(db, domain, period),
    jobScope && read('funnel') ? knownStages(deps, caller, query.job_id!) : Promise.resolve([]),
  ]);
  // Several jobs' own rows (a company and a recruiter together) are grouped here as the rollups are.
  const rows = 'jobs' in scope && !jobScope ? grouped(raw) : raw;
  const cohort = [...byKey(rows, 'started').values()].reduce((a, b) => a + b, 0);
  const hires = histogramsByKey(rows, 'hired').get('');
  const sources = byKey(rows, 'started');
  return {
    period,
    scope: jobScope ? 'job' : 'organization',
    jobs: jobs.length,
    cohort,
    stages: cohort === 0 ? [] : stagesOf(rows, known),
    hires: asHistogram(hires).reduce((n, b) => n + b.count, 0),
    time_to_hire: daysFigures(asHistogram(hires)),
    time_to_fill: daysFigures(fills.map((d) => ({ bucket: d, count: 1 }))),
    rejections: [...byKey(rows, 'rejected')]
      .map(([reason, count]) => ({ reason: reason || 'No reason given', count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    sources: [...sources]
      .map(([source, count]) => ({
        source: (candidateSources as readonly string[]).includes(source)
          ? (source as CandidateSource)
          : 'unknown',
        count,
      }))
      .sort((a, b) => b.count - a.count),
    agreement: agreementOf(pairs),
    ai_cost: cost === null ? null : costPerHire(cost, byKey(raw, 'hired_on').get('') ?? 0),
  };
}

/**
 * Which rows answer the filters: one job's own; a company's or a recruiter's rollup when that is the only
 * filter; the own rows of the jobs both keep when both are set; the organisation's rollup without filters.
 */
function funnelScopeOf(query: PerformanceQuery, ids: string[] | null): FunnelScope {
  if (query.job_id || (query.company_id && query.recruiter_id)) return { jobs: ids ?? [] };
  if (query.company_id) return { rollup: `company:${query.company_id}` };
  if (query.recruiter_id) return { rollup: `recruiter:${query.recruiter_id}` };
  return { rollup: 'organization' };
}

/** The stages of one job's interview process, in process order. */
async function knownStages(deps: AnalyticsDeps, caller: Caller, jobId: string): Promise<StageOrder[]> {
  const { workflow } = await getJobWorkflow({ db: deps.db, caller, jobId });
  return pipelineStagesOf(workflow).map((s) => ({
    key: s.stage_id,
    title: s.stage_title ?? s.stage_id,
    order: s.order,
  }));
}

/** Spearman's ρ of AI against scorecards per job and stage, most pairs first. */
function agreementOf(pairs: Awaited<ReturnType<typeof scorePairs>>): PerformanceReport['agreement'] {
  const groups = new Map<string, typeof pairs>();
  for (const p of pairs) {
    const key = `${p.job_id}\u0000${p.stage_id}`;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  return [...groups.values()]
    .map((g) => {
      const first = g[0]!;
      return {
        job_id: first.job_id,
        job_title: first.job_title,
        stage_id: first.stage_id,
        stage_title: first.stage_title ?? first.stage_id,
        ...scoreAgreement(
          g.map((p) => p.ai),
          g.map((p) => p.people),
        ),
      };
    })
    .sort((a, b) => b.pairs - a.pairs || a.job_title.localeCompare(b.job_title));
}
