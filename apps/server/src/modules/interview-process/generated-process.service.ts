import {
  computeCoverage,
  DEFAULT_MAX_EDITABLE_LAYERS,
  type GeneratedWorkflowResponse,
  generateWorkflowFailed,
  importWorkflow,
  workflowMessages,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { runAiTask } from '#src/platform/ai/ai.service.js';
import { aiDeadline, aiFailureReason } from '#src/platform/ai/ai-errors.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { type IntProcessOutput, intProcessPrompt } from '#src/platform/ai/prompts/int-process.prompt.js';
import { buildIntProcess } from '#src/platform/automation/automation-payloads.js';
import type { Caller } from '#src/plugins/auth.js';
import { requireJob } from './interview-process.service.js';

/** IntProcess gives up after 2 minutes (the model writes a whole process). */
export const INT_PROCESS_TIMEOUT_MS = 120_000;

type Scorecard = IntProcessOutput['talent_screen'];

function detailsOf(card: Scorecard) {
  return {
    interviewers: card.interviewer_roles.map((role) => ({
      firstName: '',
      lastName: '',
      email: '',
      slack: '',
      role,
    })),
    assessmentCriteria: card.assessment_criteria.map((c) => ({
      title: c.title,
      rubric: c.rubric,
      requirementIndexes: c.requirement_indexes,
    })),
    interviewPlan: card.interview_plan,
    killerQuestions: card.killer_questions,
  };
}

/**
 * The model's process as a workflow object (docs/product/interview-process.md#saving: layers and
 * maxEditableLayers), before it is imported: the fixed layers around the generated stages, Talent Screen
 * carrying its scorecard.
 */
export function generatedWorkflowObject(out: IntProcessOutput) {
  const fixed = (id: string, details?: ReturnType<typeof detailsOf>) => ({
    id,
    title: id,
    blocks: [{ details }],
  });
  return {
    layers: [
      fixed('glance'),
      fixed('profile'),
      fixed('talent', detailsOf(out.talent_screen)),
      ...out.stages.map((stage, i) => ({
        id: `generated_${i + 1}`,
        title: `Stage ${i + 1}`,
        blocks: stage.steps.map((s) => ({ title: s.title, emoji: s.emoji, details: detailsOf(s) })),
      })),
      fixed('washup'),
      fixed('offer'),
    ],
    maxEditableLayers: DEFAULT_MAX_EDITABLE_LAYERS,
  };
}

/**
 * 'Generate with AI' on the Interview process tab for job `jobId` of the caller's organisation (IntProcess,
 * docs/product/interview-process.md#ai-generated-process): builds the payload (jobId, companyName, roleTitle,
 * seniority, toneOfVoice, mission, responsibilities, requirements, intakeNotes, timestamp) from the job and its
 * company, asks the model for a process (the intake notes' stated process shapes it), imports it under the
 * import rules and returns it unsaved, with its requirement coverage.
 * @throws AppError NOT_FOUND 'Job not found'; UNAVAILABLE 'No workflow received from webhook' (empty or
 *   unreadable reply), 'Could not import generated workflow' (the import refused it; details.reason holds
 *   the import message); otherwise 'Failed to generate workflow: {message}' with the AI layer's code. AI
 *   failures keep the AI layer's details: `reason` and `detail`, what happened in plain words
 *   (docs/product/ai.md#what-happened).
 */
export async function generateJobWorkflow(opts: {
  db: Db;
  ai: AiRuntime;
  caller: Caller;
  jobId: string;
  timeoutMs?: number;
}): Promise<GeneratedWorkflowResponse> {
  const job = await requireJob(opts);
  const payload = buildIntProcess({
    jobId: job.id,
    companyName: job.companyName,
    roleTitle: job.title,
    seniority: job.seniority,
    toneOfVoice: job.toneOfVoice,
    mission: job.jdRoleMission,
    responsibilities: job.jdResponsibilities,
    requirements: job.jdRequirements,
    intakeNotes: job.intakeNotes,
  });
  let out: IntProcessOutput;
  try {
    out = await runAiTask({
      db: opts.db,
      ai: opts.ai,
      user: opts.caller,
      prompt: intProcessPrompt(payload.requirements.length),
      input: payload,
      service: 'int-process',
      signal: aiDeadline(opts.timeoutMs ?? INT_PROCESS_TIMEOUT_MS),
    });
  } catch (err) {
    const reason = aiFailureReason(err);
    if (reason === 'empty_reply' || reason === 'invalid_output') {
      throw new AppError('UNAVAILABLE', workflowMessages.noWorkflowReceived, (err as AppError).details);
    }
    if (err instanceof AppError)
      throw new AppError(err.code, generateWorkflowFailed(err.message), err.details);
    throw new AppError('UNAVAILABLE', generateWorkflowFailed('Unknown error'));
  }
  const imported = importWorkflow(generatedWorkflowObject(out));
  if (!imported.ok) {
    throw new AppError('UNAVAILABLE', workflowMessages.couldNotImportGenerated, { reason: imported.message });
  }
  return {
    workflow: imported.workflow,
    coverage: computeCoverage(imported.workflow, payload.requirements),
    requirements: payload.requirements,
  };
}
