import { type Automation, registerAutomationHandler } from '#src/platform/automation/automation.service.js';
import { type JobAiDeps, runJobAiTask } from './job-ai.service.js';

/**
 * Registers the built-in handlers of the jobs area's automation instructions
 * (docs/product/jobs.md#ai-automation; DESIGN.md, AI): GenerateJD, SalaryGen and IntakeSummary run
 * `runJobAiTask` for the user who dispatched them, with the queue job's id as the task id the screens poll.
 * Call once per process, before or after the queue starts. @throws if a handler of these instructions is
 * already registered in this process.
 */
export async function registerJobAutomationHandlers(
  automation: Automation,
  deps: Omit<JobAiDeps, 'automation'>,
): Promise<void> {
  const opts = { concurrency: 4, expireInSeconds: 300 };
  await registerAutomationHandler(
    automation,
    'GenerateJD',
    (payload, { requestedBy, job }) =>
      runJobAiTask({
        ...deps,
        work: { task: 'generate-jd', payload },
        requestedBy,
        taskId: job.id,
        signal: job.signal,
      }),
    opts,
  );
  await registerAutomationHandler(
    automation,
    'SalaryGen',
    (payload, { requestedBy, job }) =>
      runJobAiTask({
        ...deps,
        work: { task: 'salary', payload },
        requestedBy,
        taskId: job.id,
        signal: job.signal,
      }),
    opts,
  );
  await registerAutomationHandler(
    automation,
    'IntakeSummary',
    (payload, { requestedBy, job }) =>
      runJobAiTask({
        ...deps,
        work: { task: 'intake-summary', payload },
        requestedBy,
        taskId: job.id,
        signal: job.signal,
      }),
    opts,
  );
}
