import {
  emptyRoleForm,
  type InterviewConfig,
  type InterviewType,
  jobMessages,
  type Point,
  type RoleBuilderExport,
  type RoleDescription,
  type RoleNode,
  roleBuilderMessages,
} from '@rw/core';
import { useEffect, useRef, useState } from 'react';
import { useRoleBuilderState } from '#/features/role-builder/api/get-role-builder-state';
import { useRoleJob } from '#/features/role-builder/api/get-role-jobs';
import { useRoleBuilderMutations } from '#/features/role-builder/api/role-builder-mutations';
import { useCanvas } from '#/features/role-builder/hooks/use-canvas';
import { failureOf, useDescriptionWizard } from '#/features/role-builder/hooks/use-description-wizard';
import { descriptionOfJob, downloadExport, jobExport } from '#/features/role-builder/utils/job-export';
import { useActionFeedback } from '#/lib/action-feedback';

export type RoleDialog = 'select' | 'candidate' | 'import' | null;

/**
 * The Role Builder page's state and actions (docs/product/role-builder.md): the selected job (from the
 * address), its canvas kept in step with the server, the wizard, the dialogs and the result messages.
 */
export function useRoleBuilder(opts: { jobId: string | null; onSelectJob: (id: string | null) => void }) {
  const { jobId, onSelectJob } = opts;
  const job = useRoleJob(jobId);
  const state = useRoleBuilderState(jobId);
  const canvas = useCanvas();
  const wizard = useDescriptionWizard();
  const mutations = useRoleBuilderMutations();
  const { feedback, show } = useActionFeedback();
  const [dialog, setDialog] = useState<RoleDialog>(null);
  const [configuring, setConfiguring] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RoleNode | null>(null);
  const [deletingJob, setDeletingJob] = useState(false);
  const [pendingJob, setPendingJob] = useState<string | null | undefined>(undefined);
  const loadedFor = useRef<string | null>(null);

  // The canvas follows the job's process; a refetch (focus) keeps unsaved edits.
  const { data } = state;
  const { dirty, load } = canvas;
  useEffect(() => {
    if (!jobId) {
      loadedFor.current = null;
      load([]);
      return;
    }
    if (!data || data.job_id !== jobId) return;
    if (loadedFor.current !== jobId || !dirty) {
      loadedFor.current = jobId;
      load(data.nodes);
    }
  }, [jobId, data, dirty, load]);

  const requireJob = () => {
    if (jobId) return true;
    show('error', roleBuilderMessages.jobRequired);
    return false;
  };
  const selectJob = (id: string | null) => {
    setDialog(null);
    if (id === jobId) return;
    if (canvas.dirty) setPendingJob(id);
    else onSelectJob(id);
  };

  const addAt = (type: InterviewType, at: Point, configure: boolean) => {
    if (!requireJob()) return;
    const id = canvas.add(type, at);
    if (configure) setConfiguring(id);
  };
  const openNode = (node: RoleNode) => {
    if (node.type !== 'job-description') {
      setConfiguring(node.id);
      return;
    }
    if (!job.data) return;
    wizard.openJob({
      id: job.data.id,
      form: { ...emptyRoleForm(), title: job.data.title, company_id: job.data.company_id ?? '' },
      description: descriptionOfJob(job.data),
      criteria: state.data?.criteria ?? [],
    });
  };
  const saveConfig = (config: InterviewConfig) => {
    if (configuring) canvas.configure(configuring, config);
    setConfiguring(null);
  };

  const saveProcess = async () => {
    if (!requireJob() || !jobId) return false;
    try {
      const saved = await mutations.materialize.mutateAsync({ job_id: jobId, nodes: canvas.nodes });
      canvas.load(saved.nodes);
      show('success', roleBuilderMessages.processSaved);
      return true;
    } catch (error) {
      show('error', error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  const made = (id: string, message: string) => {
    wizard.close();
    loadedFor.current = null;
    onSelectJob(id);
    show('success', message);
  };
  const saveAndStart = async (description: RoleDescription) => {
    try {
      const res = await mutations.create.mutateAsync({ ...wizard.state.form, description });
      made(res.job.id, `Job "${res.job.title}" created as a draft`);
    } catch (error) {
      show('error', failureOf(error, jobMessages.titleAndCompanyRequired).message);
    }
  };
  const saveCriteria = async () => {
    const { criteria, description, form, jobId: existing } = wizard.state;
    if (!criteria || !description) return;
    try {
      if (existing) {
        await mutations.saveCriteria.mutateAsync({ jobId: existing, criteria });
        wizard.close();
        show('success', roleBuilderMessages.criteriaSaved);
      } else {
        const res = await mutations.create.mutateAsync({ ...form, description, criteria });
        made(res.job.id, roleBuilderMessages.criteriaSaved);
      }
    } catch (error) {
      show('error', error instanceof Error ? error.message : String(error));
    }
  };
  const importJob = async (data: RoleBuilderExport, companyId: string) => {
    try {
      const res = await mutations.importJob.mutateAsync({ company_id: companyId, data });
      setDialog(null);
      made(res.job.id, `Job "${res.job.title}" imported`);
    } catch {
      // The modal shows the server's refusal.
    }
  };
  const exportJob = () => {
    if (!requireJob() || !job.data) return;
    downloadExport(jobExport(job.data, state.data?.criteria ?? [], canvas.nodes));
  };
  const deleteJob = async () => {
    if (!jobId) return;
    try {
      await mutations.remove.mutateAsync(jobId);
      setDeletingJob(false);
      canvas.load([]);
      onSelectJob(null);
    } catch (error) {
      setDeletingJob(false);
      show('error', roleBuilderMessages.deleteJobFailed(error instanceof Error ? error.message : undefined));
    }
  };
  const addCandidate = () => {
    if (requireJob()) setDialog('candidate');
  };

  return {
    job,
    state,
    canvas,
    wizard,
    mutations,
    feedback,
    show,
    dialog,
    setDialog,
    configuring: canvas.nodes.find((n) => n.id === configuring) ?? null,
    closeConfigure: () => setConfiguring(null),
    saveConfig,
    deleting,
    setDeleting,
    deletingJob,
    setDeletingJob,
    pendingJob,
    confirmPendingJob: () => {
      const next = pendingJob;
      setPendingJob(undefined);
      if (next !== undefined) onSelectJob(next);
    },
    cancelPendingJob: () => setPendingJob(undefined),
    selectJob,
    addAt,
    openNode,
    saveProcess,
    saveAndStart,
    saveCriteria,
    importJob,
    exportJob,
    deleteJob,
    addCandidate,
  };
}

export type RoleBuilder = ReturnType<typeof useRoleBuilder>;
