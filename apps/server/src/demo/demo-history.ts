import { type CandidateSource, DEFAULT_REJECTION_REASONS } from '@rw/core';
import { seededRandom } from '#src/platform/mock-llm/random.js';
import { DAY_MS, type DemoStageRecord } from './demo-candidates.js';
import { pipelineStages } from './demo-data.js';
import type { DemoData } from './demo-generator.js';

/*
 * The pipeline history behind the demo's candidates, for Performance Metrics and the job's Analytics tab
 * (docs/product/analytics.md#performance-metrics): each application's earlier stages (left for the next),
 * where it came from, rejections and hires, interviewers' scorecards and the AI calls of the weeks behind.
 * Pure and seeded: the same data and `now` give the same history.
 */

/** A scorecard on the record `recordIndex` of candidate `candidateIndex` (indexes into the returned data). */
export type DemoScorecard = {
  candidateIndex: number;
  recordIndex: number;
  overall: number;
  submittedAt: Date;
};

/** One metered AI call of the owner. */
export type DemoUsage = { service: string; tokens: number; cost: number; at: Date };

const SOURCES: CandidateSource[] = [
  'csv_import',
  'csv_import',
  'csv_import',
  'cv_upload',
  'cv_upload',
  'cv_sorter',
  'linkedin',
  'manual',
];
const SERVICES = [
  ['score-candidates', 2400],
  ['reviewer', 3100],
  ['generate-jd', 1800],
  ['cv-sorter', 2600],
  ['screen-evaluation', 2200],
] as const;
/** US dollars per 1,000 tokens, roughly a small model's. */
const PRICE_PER_1K = 0.0006;
const HISTORY_DAYS = 60;

/**
 * The demo data with its pipeline history: every candidate's records on each job are the stages before the
 * generated one (each left a few days later for the next, `progressedAlready`) and the generated one, all
 * sharing the application's start as `createdAt`; the first names where the candidate came from. About a
 * third of the current records before Offer are rejected (the default reasons) and 40 % of those at Offer
 * hired (all of a closed job's: it was filled), never after `now`. Also scorecards on a third of the scored
 * interview-stage records and the owner's AI calls per day.
 */
export function withPipelineHistory(
  data: DemoData,
  now: Date,
): { data: DemoData; scorecards: DemoScorecard[]; usage: DemoUsage[] } {
  const random = seededRandom(20_251_126);
  const scorecards: DemoScorecard[] = [];
  const at = (ms: number) => new Date(Math.min(now.getTime(), ms));
  const candidates = data.candidates.map((candidate, candidateIndex) => {
    const records: DemoStageRecord[] = [];
    for (const current of candidate.stageRecords) {
      const index = pipelineStages.findIndex((s) => s.stageId === current.stageId);
      const gap = (2 + Math.floor(random() * 4)) * DAY_MS;
      const entered = current.enteredStageAt.getTime();
      const start = entered - index * gap;
      const source = SOURCES[Math.floor(random() * SOURCES.length)]!;
      for (let i = 0; i < index; i++) {
        const stage = pipelineStages[i]!;
        records.push({
          ...current,
          ...stage,
          overallMatch: null,
          ac1Score: null,
          ac2Score: null,
          ac3Score: null,
          ac4Score: null,
          ac5Score: null,
          managerFeedback: null,
          progressedAlready: true,
          enteredStageAt: new Date(start + i * gap),
          lastUpdatedAt: new Date(start + (i + 1) * gap),
          leftStageAt: new Date(start + (i + 1) * gap),
          createdAt: new Date(start),
          source: i === 0 ? source : null,
        });
      }
      const closed = !current.progressedAlready;
      const roll = random();
      const rejected = closed && current.stageId !== 'offer' && roll < 0.35;
      // A closed job was filled: its offers were accepted. Elsewhere 40 % of offers are.
      const filled = data.jobs[current.jobIndex]?.status === 'closed';
      const hired = closed && current.stageId === 'offer' && (filled || roll < 0.4);
      const reason = DEFAULT_REJECTION_REASONS[Math.floor(random() * DEFAULT_REJECTION_REASONS.length)]!;
      records.push({
        ...current,
        createdAt: new Date(start),
        source: index === 0 ? source : null,
        leftStageAt: current.progressedAlready ? (current.lastUpdatedAt ?? null) : null,
        rejectedAt: rejected ? at(entered + (1 + Math.floor(roll * 10)) * DAY_MS) : null,
        rejectionReason: rejected ? reason : null,
        hiredAt: hired ? at(entered + 2 * DAY_MS) : null,
      });
      const last = records.at(-1)!;
      if (last.overallMatch !== null && last.overallMatch !== undefined && index >= 2 && random() < 0.35) {
        const noise = (random() - 0.5) * 3;
        scorecards.push({
          candidateIndex,
          recordIndex: records.length - 1,
          overall: Math.round(Math.min(10, Math.max(0, last.overallMatch + noise)) * 10) / 10,
          submittedAt: at(entered + DAY_MS),
        });
      }
    }
    return { ...candidate, stageRecords: records };
  });
  const usage: DemoUsage[] = [];
  for (let d = HISTORY_DAYS; d >= 0; d--) {
    const day = now.getTime() - d * DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const calls = 4 + Math.floor(random() * 14);
    for (let i = 0; i < calls; i++) {
      const [service, typical] = SERVICES[Math.floor(random() * SERVICES.length)]!;
      const tokens = Math.round(typical * (0.6 + random() * 0.8));
      usage.push({
        service,
        tokens,
        cost: Math.round((tokens / 1000) * PRICE_PER_1K * 1e6) / 1e6,
        at: at(day - Math.floor(random() * 8 * 3_600_000)),
      });
    }
  }
  return { data: { ...data, candidates }, scorecards, usage };
}
