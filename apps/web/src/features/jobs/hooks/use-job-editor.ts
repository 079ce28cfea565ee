import type { Job } from '@rw/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  changedKeys,
  type JobForm,
  type JobFormKey,
  rebaseForm,
  toJobForm,
} from '#/features/jobs/utils/job-form';

type EditorState = { base: JobForm; form: JobForm; version: string };

export type JobEditor = {
  /** The values shown in the inputs; null until the job has loaded. */
  form: JobForm | null;
  /** The last saved values. */
  base: JobForm | null;
  changed: JobFormKey[];
  dirty: boolean;
  setField: <K extends JobFormKey>(key: K, value: JobForm[K]) => void;
  /** Takes a newer copy of the job; `force` fields take its values even when edited (AI results). */
  applyServer: (job: Job, force?: readonly JobFormKey[]) => void;
  discard: () => void;
};

/**
 * The detail screen's edit state (docs/product/jobs.md#unsaved-changes): the last saved values and the edits
 * on top. A refetched job (focus, polling, AI results) updates the fields the user has not edited and keeps
 * their edits, so nothing typed is lost.
 */
export function useJobEditor(job: Job | undefined): JobEditor {
  const [state, setState] = useState<EditorState | null>(null);

  const applyServer = useCallback((next: Job, force: readonly JobFormKey[] = []) => {
    setState((prev) => {
      const server = toJobForm(next);
      if (!prev) return { base: server, form: server, version: next.updated_at };
      if (prev.version === next.updated_at && force.length === 0) return prev;
      return {
        base: server,
        form: rebaseForm(prev.form, prev.base, server, force),
        version: next.updated_at,
      };
    });
  }, []);

  useEffect(() => {
    if (job) applyServer(job);
  }, [job, applyServer]);

  const changed = useMemo(() => (state ? changedKeys(state.form, state.base) : []), [state]);

  const setField = useCallback(<K extends JobFormKey>(key: K, value: JobForm[K]) => {
    setState((prev) => (prev ? { ...prev, form: { ...prev.form, [key]: value } } : prev));
  }, []);

  return {
    form: state?.form ?? null,
    base: state?.base ?? null,
    changed,
    dirty: changed.length > 0,
    setField,
    applyServer,
    discard: useCallback(() => setState((prev) => (prev ? { ...prev, form: prev.base } : prev)), []),
  };
}
