import crypto from 'node:crypto';
import { emailDomain, normalizeEmail } from '@rw/core';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import {
  apiUsage,
  candidateStageMoves,
  candidateStageRecords,
  candidates,
  companies,
  companyMemberships,
  jobInterviewStages,
  jobs,
  stageScorecards,
} from '#src/db/schema/index.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { demoActivities } from './demo-activities.js';
import { type DemoData, generateDemoData } from './demo-generator.js';
import { withPipelineHistory } from './demo-history.js';

export const demoAlreadyLoaded = 'Demo data already loaded';

export type DemoSummary =
  | {
      status: 'loaded';
      companies: string[];
      jobs: { total: number; active: number; draft: number; closed: number };
      interviewStages: number;
      candidates: number;
      stageRecords: number;
      scorecards: number;
      aiCalls: number;
      activities: number;
    }
  | { status: 'skipped'; message: typeof demoAlreadyLoaded };

/**
 * Loads the demo data set (demo-generator.ts) for one owner, in a single transaction with one multi-row
 * insert per table, with each application's earlier stages, rejections, hires, scorecards and the owner's
 * AI calls (demo-history.ts), and the owner's activity history behind it (demo-activities.ts). Tenant columns come from the owner: companies and jobs belong to `ownerUserId` and the
 * domain of `ownerEmail`, candidates are created by `ownerEmail`, and the owner joins every demo company.
 * Idempotent: when the owner (or the owner's organisation) already has a company named like a demo
 * company, nothing is written and the summary says 'Demo data already loaded'.
 * @param opts.ownerUserId id of an existing profile (users row).
 * @param opts.data the data set; generated from the default seed, relative to now, when omitted.
 */
export async function loadDemo(opts: {
  db: Db;
  ownerUserId: string;
  ownerEmail: string;
  data?: DemoData;
}): Promise<DemoSummary> {
  const now = new Date();
  const history = withPipelineHistory(opts.data ?? generateDemoData(), now);
  const data = history.data;
  const ownerEmail = normalizeEmail(opts.ownerEmail);
  const domain = emailDomain(ownerEmail);
  const owner = opts.ownerUserId;

  return opts.db.transaction(async (tx) => {
    const names = data.companies.map((c) => c.name.toLowerCase());
    const existing = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          inArray(sql`lower(${companies.name})`, names),
          or(eq(companies.ownerUserId, owner), eq(companies.domain, domain)),
        ),
      )
      .limit(1);
    if (existing.length > 0) return { status: 'skipped', message: demoAlreadyLoaded } as const;

    // Ids are assigned here so every row can be linked before the inserts, without one query per row.
    const companyIds = data.companies.map(() => crypto.randomUUID());
    const jobIds = data.jobs.map(() => crypto.randomUUID());
    const candidateIds = data.candidates.map(() => crypto.randomUUID());

    await tx.insert(companies).values(
      data.companies.map(({ values, benefits, ...c }, i) => ({
        ...c,
        id: companyIds[i]!,
        companyValues: values,
        companyBenefits: benefits,
        toneOfVoiceLastUpdated: now,
        ownerUserId: owner,
        createdBy: owner,
        domain,
      })),
    );
    await tx
      .insert(companyMemberships)
      .values(companyIds.map((companyId) => ({ userId: owner, companyId })))
      .onConflictDoNothing();

    await tx.insert(jobs).values(
      data.jobs.map(({ companyIndex, interviewStages, ...j }, i) => ({
        ...j,
        id: jobIds[i]!,
        companyId: companyIds[companyIndex]!,
        companyName: data.companies[companyIndex]!.name,
        domain,
        createdBy: owner,
        updatedAt: j.createdAt,
      })),
    );
    const stageRows = data.jobs.flatMap((j, i) =>
      j.interviewStages.map((s) => ({ ...s, jobId: jobIds[i]! })),
    );
    await tx.insert(jobInterviewStages).values(stageRows);

    await tx.insert(candidates).values(
      data.candidates.map(({ primaryJobIndex, stageRecords, ...c }, i) => ({
        ...c,
        id: candidateIds[i]!,
        currentPrimaryJobId: jobIds[primaryJobIndex]!,
        createdByEmail: ownerEmail,
        domain,
        updatedAt: c.lastActivityAt ?? now,
      })),
    );
    const recordIds = data.candidates.map((c) => c.stageRecords.map(() => crypto.randomUUID()));
    const recordRows = data.candidates.flatMap((c, i) =>
      c.stageRecords.map(({ jobIndex, ...r }, j) => ({
        ...r,
        id: recordIds[i]![j]!,
        candidateId: candidateIds[i]!,
        jobId: jobIds[jobIndex]!,
      })),
    );
    await tx.insert(candidateStageRecords).values(recordRows);
    await insertPipelineHistory(tx, { ownerEmail, owner, domain, recordRows, history, recordIds });

    // The owner's activity behind this history, for the analytics screens (docs/product/analytics.md).
    const activities = demoActivities(data, now);
    for (const { jobIndex, appId, metadata, ...a } of activities) {
      const jobId = jobIndex === undefined ? undefined : jobIds[jobIndex];
      await recordActivity(tx, {
        ...a,
        user: { id: owner, domain },
        appId: appId ?? null,
        metadata: jobId ? { ...metadata, jobId } : metadata,
      });
    }

    const countStatus = (status: string) => data.jobs.filter((j) => j.status === status).length;
    return {
      status: 'loaded',
      companies: data.companies.map((c) => c.name),
      jobs: {
        total: data.jobs.length,
        active: countStatus('active'),
        draft: countStatus('draft'),
        closed: countStatus('closed'),
      },
      interviewStages: stageRows.length,
      candidates: data.candidates.length,
      stageRecords: recordRows.length,
      scorecards: history.scorecards.length,
      aiCalls: history.usage.length,
      activities: activities.length,
    } as const;
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The moves log of the demo's applications (each earlier stage left for the next, rejections, hires), the
 * interviewers' scorecards and the owner's metered AI calls with their day counts.
 */
async function insertPipelineHistory(
  tx: Tx,
  opts: {
    ownerEmail: string;
    owner: string;
    domain: string;
    recordRows: (typeof candidateStageRecords.$inferInsert & { id: string })[];
    history: ReturnType<typeof withPipelineHistory>;
    recordIds: string[][];
  },
) {
  const { ownerEmail, owner, domain, recordRows, history, recordIds } = opts;
  const moves = recordRows.flatMap((r) => {
    const out: (typeof candidateStageMoves.$inferInsert)[] = [];
    const base = { candidateId: r.candidateId, jobId: r.jobId, movedBy: ownerEmail };
    if (r.leftStageAt && r.progressedAlready) {
      const next = recordRows.find(
        (n) =>
          n.candidateId === r.candidateId &&
          n.jobId === r.jobId &&
          n.enteredStageAt?.getTime() === r.leftStageAt?.getTime(),
      );
      if (next)
        out.push({
          ...base,
          kind: 'move',
          fromStageId: r.stageId,
          toStageId: next.stageId,
          movedAt: r.leftStageAt,
        });
    }
    if (r.rejectedAt)
      out.push({
        ...base,
        kind: 'reject',
        fromStageId: r.stageId,
        toStageId: r.stageId,
        movedAt: r.rejectedAt,
      });
    if (r.hiredAt)
      out.push({ ...base, kind: 'hire', fromStageId: r.stageId, toStageId: r.stageId, movedAt: r.hiredAt });
    return out;
  });
  if (moves.length > 0) await tx.insert(candidateStageMoves).values(moves);
  if (history.scorecards.length > 0) {
    await tx.insert(stageScorecards).values(
      history.scorecards.map((s) => ({
        recordId: recordIds[s.candidateIndex]![s.recordIndex]!,
        interviewerEmail: ownerEmail,
        overallMatch: s.overall,
        submittedAt: s.submittedAt,
      })),
    );
  }
  if (history.usage.length > 0) {
    await tx.insert(apiUsage).values(
      history.usage.map((u) => ({
        userId: owner,
        service: u.service,
        tokensUsed: u.tokens,
        cost: u.cost,
        timestamp: u.at,
      })),
    );
    // The day counts App Usage reads, as metering keeps them (docs/product/analytics.md#ai-usage).
    await tx.execute(sql`
      insert into api_usage_daily (domain, day, user_id, service, calls, tokens, cost)
      select ${domain}, (a.timestamp at time zone 'UTC')::date, a.user_id, a.service, count(*)::int, sum(a.tokens_used),
        sum(a.cost)
      from api_usage a where a.user_id = ${owner} group by 2, 3, 4
      on conflict (domain, day, user_id, service) do update set calls = excluded.calls, tokens = excluded.tokens,
        cost = excluded.cost`);
  }
}
