import { type RetentionErasure, type RetentionPreview, systemSettingsMessages } from '@rw/core';
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { recordAudit, updateAuditDetails } from '#src/modules/audit/index.js';
import type { EventBus, Log } from '#src/platform/events/event.js';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import type { FileStorage } from '#src/platform/storage/file-storage.js';
import type { Caller } from '#src/plugins/auth.js';
import { afterErasure, eraseLocked, type LockedErasure } from './candidate-erase.service.js';
import { countInactive, lockInactive } from './candidate-retention.queries.js';

/** The queue task of a large erasure. */
export const RETENTION_TASK = 'retention.erase';
/** Up to this many candidates are erased in the request, in one transaction; more go to the queue. */
export const RETENTION_INLINE_MAX = 100;
/** Candidates erased per transaction by the queue task. */
const BATCH = 25;

export type RetentionDeps = {
  db: Db;
  queue?: TaskQueue | undefined;
  bus?: EventBus | undefined;
  storage?: FileStorage | undefined;
  log?: Log | undefined;
  now: () => Date;
  /** Most candidates erased in the request (default RETENTION_INLINE_MAX); more go to the queue. */
  inlineMax?: number;
};

/** `months` calendar months before `now` (UTC; the 31st of a shorter month is its last day). */
export function retentionCutoff(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The dry run (docs/product/admin.md#data-retention): how many of the caller's organisation's candidates
 * have had no activity for `months` months, erasing nothing.
 */
export async function previewRetention(
  deps: RetentionDeps,
  caller: Caller,
  months: number,
): Promise<RetentionPreview> {
  const cutoff = retentionCutoff(deps.now(), months);
  return { months, cutoff: cutoff.toISOString(), count: await countInactive(deps.db, caller.domain, cutoff) };
}

/** What a queued erasure carries: its audit entry, the organisation, the fixed cut-off and who asked. */
export type RetentionTaskData = {
  auditId: string;
  cutoff: string;
  months: number;
  count: number;
  actor: { id: string; email: string; domain: string };
};

async function afterAll(deps: RetentionDeps, domain: string, done: LockedErasure[]) {
  for (const d of done) {
    await afterErasure({ bus: deps.bus, storage: deps.storage, domain }, d).catch((err: unknown) =>
      deps.log?.warn({ err }, 'retention: after-erasure step failed'),
    );
  }
}

/**
 * Erases the candidates the dry run counted (docs/product/admin.md#data-retention), each with the candidate
 * erasure's own steps (`eraseLocked`), audited as one `retention_erasure` entry and one `candidate_erased`
 * activity with the count. Up to RETENTION_INLINE_MAX (or with no queue) in one transaction with the entry;
 * more as the `retention.erase` queue task, whose every batch updates the entry's `erased` in its transaction.
 * @throws AppError CONFLICT systemSettingsMessages.retentionCountChanged when the count is no longer
 *   `expected` (run the dry run again).
 */
export async function eraseInactiveCandidates(
  deps: RetentionDeps,
  caller: Caller,
  months: number,
  expected: number,
): Promise<RetentionErasure> {
  const cutoff = retentionCutoff(deps.now(), months);
  const count = await countInactive(deps.db, caller.domain, cutoff);
  if (count !== expected) throw new AppError('CONFLICT', systemSettingsMessages.retentionCountChanged);
  const base = { months, cutoff: cutoff.toISOString(), count };
  if (count > (deps.inlineMax ?? RETENTION_INLINE_MAX) && deps.queue) {
    const auditId = await deps.db.transaction((tx) =>
      recordAudit(tx, {
        actor: caller,
        action: 'retention_erasure',
        details: { ...base, erased: 0, status: 'queued' },
      }),
    );
    const data: RetentionTaskData = { auditId, cutoff: base.cutoff, months, count, actor: caller };
    await deps.queue.send(RETENTION_TASK, data, { singletonKey: caller.domain });
    return { ...base, status: 'queued', erased: 0 };
  }
  const done = await deps.db.transaction(async (tx) => {
    const erased: LockedErasure[] = [];
    for (const c of await lockInactive(tx, caller.domain, cutoff, count)) {
      erased.push(await eraseLocked(tx, c, caller.email));
    }
    await recordAudit(tx, {
      actor: caller,
      action: 'retention_erasure',
      details: { ...base, erased: erased.length, status: 'done' },
    });
    if (erased.length > 0) {
      await recordActivity(tx, {
        user: caller,
        action: 'candidate_erased',
        metadata: { count: erased.length },
      });
    }
    return erased;
  });
  await afterAll(deps, caller.domain, done);
  return { ...base, status: 'done', erased: done.length };
}

/**
 * The queue task of a large erasure: batches of 25 candidates inactive since the fixed cut-off, each batch
 * one transaction with its audit entry's progress, until none is left. A task retried after its worker
 * stopped goes on where the committed batches ended.
 */
export async function runRetentionErasure(
  deps: RetentionDeps,
  data: RetentionTaskData,
): Promise<{ erased: number }> {
  const cutoff = new Date(data.cutoff);
  const { domain } = data.actor;
  let total = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const erased: LockedErasure[] = [];
      for (const c of await lockInactive(tx, domain, cutoff, BATCH)) {
        erased.push(await eraseLocked(tx, c, data.actor.email));
      }
      if (erased.length > 0) {
        await tx.execute(
          // Counted in the entry itself, so a retried task adds to what the committed batches did.
          sql`update audit_log set details = jsonb_set(details, '{erased}',
            to_jsonb(coalesce((details->>'erased')::int, 0) + ${erased.length})) where id = ${data.auditId}::uuid`,
        );
      }
      return erased;
    });
    await afterAll(deps, domain, done);
    total += done.length;
    if (done.length < BATCH) break;
  }
  await updateAuditDetails(deps.db, data.auditId, { status: 'done' });
  // The activity needs its person's account; one deleted since the erasure began leaves only the audit entry.
  if (total > 0) {
    await recordActivity(deps.db, {
      user: data.actor,
      action: 'candidate_erased',
      metadata: { count: total },
    }).catch((err: unknown) => deps.log?.warn({ err }, 'retention: activity not recorded'));
  }
  return { erased: total };
}

/** Registers the `retention.erase` task's worker on the queue (one at a time per process). */
export async function registerRetentionHandler(queue: TaskQueue, deps: RetentionDeps): Promise<void> {
  await queue.register<RetentionTaskData>(RETENTION_TASK, (data) => runRetentionErasure(deps, data), {
    retryLimit: 3,
    expireInSeconds: 3600,
  });
}
