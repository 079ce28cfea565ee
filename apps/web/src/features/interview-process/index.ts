/**
 * The interview process (docs/product/interview-process.md): the job page mounts `InterviewProcessTab` (the
 * canvas, @xyflow/react, loads with the tab, not with the job page) and holds its unsaved changes with
 * `useProcessDraft`; the Candidates tab reads the job's stages with `useJobWorkflow`.
 */
export { jobWorkflowQueryOptions, processKeys, useJobWorkflow } from './api/get-job-workflow';
export { InterviewProcessTab } from './components/lazy-interview-process-tab';
export { type ProcessDraft, useProcessDraft } from './hooks/use-process-draft';
