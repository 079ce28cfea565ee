import crypto from 'node:crypto';
import { emailDomain, normalizeEmail } from '@rw/core';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import {
  candidateStageRecords,
  candidates,
  companies,
  companyMemberships,
  jobInterviewStages,
  jobs,
} from '#src/db/schema/index.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { demoActivities } from './demo-activities.js';
import { type DemoData, generateDemoData } from './demo-generator.js';

export const demoAlreadyLoaded = 'Demo data already loaded';

export type DemoSummary =
  | {
      status: 'loaded';
      companies: string[];
      jobs: { total: number; active: number; draft: number; closed: number };
      interviewStages: number;
      candidates: number;
      stageRecords: number;
      activities: number;
    }
  | { status: 'skipped'; message: typeof demoAlreadyLoaded };

/**
 * Loads the demo data set (demo-generator.ts) for one owner, in a single transaction with one multi-row
 * insert per table, and the owner's activity history behind it (demo-activities.ts). Tenant columns come from the owner: companies and jobs belong to `ownerUserId` and the
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
  const data = opts.data ?? generateDemoData();
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
    const now = new Date();

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
    const recordRows = data.candidates.flatMap((c, i) =>
      c.stageRecords.map(({ jobIndex, ...r }) => ({
        ...r,
        candidateId: candidateIds[i]!,
        jobId: jobIds[jobIndex]!,
      })),
    );
    await tx.insert(candidateStageRecords).values(recordRows);

    // The owner's activity behind this history, for the analytics screens (docs/product/analytics.md).
    const history = demoActivities(data, now);
    for (const { jobIndex, appId, metadata, ...a } of history) {
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
      activities: history.length,
    } as const;
  });
}
