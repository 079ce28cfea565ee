import type { Automation } from '#src/modules/automation/automation.service.js';
import type { CandidatesDeps } from './candidates.plugin.js';

/** Registers the ScoreCandidates handler on the automation queue (helper in progress). */
export async function registerCandidateScoringHandlers(
  _automation: Automation,
  _deps: Omit<CandidatesDeps, 'automation'>,
): Promise<void> {}
