import { type Workflow, workflowsEqual } from '@rw/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { jobWorkflowQueryOptions } from '#/features/interview-process/api/get-job-workflow';
import { useSaveJobWorkflow } from '#/features/interview-process/api/save-job-workflow';
import { saveWorkflowErrorMessage } from '#/features/interview-process/utils/process-messages';

/** The tab's banner; a failed generation carries what happened in plain words (docs/product/ai.md#what-happened). */
export type ProcessBanner = {
  kind: 'error' | 'info' | 'success';
  text: string;
  detail?: string | null;
} | null;

/**
 * The unsaved state of a job's interview-process canvas, held by the job page rather than by the tab
 * (docs/product/interview-process.md#canvas): switching to another tab of the job and back keeps the
 * working copy, edit mode and the last message, and the page's unsaved-changes guard can ask about it and
 * save it while the tab is closed.
 */
export type ProcessDraft = {
  /** The working copy; null while the canvas shows the saved process. */
  working: Workflow | null;
  /** Edit mode (the canvas is locked until 'Edit Process'). */
  editing: boolean;
  /** The toolbar's last message ('Interview process saved', 'Failed to save workflow: …', …). */
  banner: ProcessBanner;
  /** The working copy differs from the saved process ('Unsaved changes'). */
  dirty: boolean;
  /** Whether Save Changes is running. */
  saving: boolean;
  setWorking: (workflow: Workflow | null) => void;
  setEditing: (editing: boolean) => void;
  setBanner: (banner: ProcessBanner) => void;
  /**
   * Save Changes: stores the working copy (`PUT /api/jobs/:id/workflow`), then the canvas is locked on the
   * saved process with 'Interview process saved'. @returns false when the server refused it ('Failed to save
   * workflow: …' is the banner).
   */
  save: () => Promise<boolean>;
  /** Discard: back to the saved process, locked. */
  discard: () => void;
};

type DraftState = { working: Workflow | null; editing: boolean; banner: ProcessBanner };
const initial: DraftState = { working: null, editing: false, banner: null };

/**
 * The interview-process draft of job `jobId`; mount it with the job page (keyed by job) and hand it to
 * `InterviewProcessTab`. It reads the saved workflow from the query cache without fetching it (the tab
 * fetches it when opened).
 */
export function useProcessDraft(jobId: string): ProcessDraft {
  const [state, setState] = useState<DraftState>(initial);
  const saved = useQuery({ ...jobWorkflowQueryOptions(jobId), enabled: false }).data;
  const saveWorkflow = useSaveJobWorkflow();
  const { working } = state;
  const dirty = working !== null && (!saved || !workflowsEqual(working, saved.workflow));

  const save = useCallback(async () => {
    if (!working) return true;
    setState((s) => ({ ...s, banner: null }));
    try {
      await saveWorkflow.mutateAsync({ jobId, workflow: working });
      setState({
        working: null,
        editing: false,
        banner: { kind: 'success', text: 'Interview process saved' },
      });
      return true;
    } catch (error) {
      setState((s) => ({ ...s, banner: { kind: 'error', text: saveWorkflowErrorMessage(error) } }));
      return false;
    }
  }, [jobId, working, saveWorkflow.mutateAsync]);

  return useMemo(
    () => ({
      ...state,
      dirty,
      saving: saveWorkflow.isPending,
      setWorking: (next) => setState((s) => ({ ...s, working: next })),
      setEditing: (editing) => setState((s) => ({ ...s, editing })),
      setBanner: (banner) => setState((s) => ({ ...s, banner })),
      save,
      discard: () => setState(initial),
    }),
    [state, dirty, saveWorkflow.isPending, save],
  );
}
