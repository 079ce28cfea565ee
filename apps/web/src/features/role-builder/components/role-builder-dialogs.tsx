import { nodeTitle, roleBuilderMessages, unsavedChangesMessages } from '@rw/core';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import { AddCandidateModal } from '#/features/role-builder/components/add-candidate-modal';
import { ConfigureInterviewModal } from '#/features/role-builder/components/configure-interview-modal';
import { CreateDescriptionModal } from '#/features/role-builder/components/create-description-modal';
import { CriteriaModal } from '#/features/role-builder/components/criteria-modal';
import { GeneratedDescriptionModal } from '#/features/role-builder/components/generated-description-modal';
import { ImportJobModal } from '#/features/role-builder/components/import-job-modal';
import { SelectJobModal } from '#/features/role-builder/components/select-job-modal';
import type { RoleBuilder } from '#/features/role-builder/hooks/use-role-builder';

/**
 * The Role Builder's modals (docs/product/role-builder.md#page): Create Job Description, Generated Job
 * Description, Assessment Criteria, Select Job, Configure Interview, Add Candidate, Import, and the
 * confirmations (delete a node, delete the job, leave unsaved canvas edits for another job).
 */
export function RoleBuilderDialogs({ rb, jobId }: { rb: RoleBuilder; jobId: string | null }) {
  const { wizard, mutations } = rb;
  return (
    <>
      <CreateDescriptionModal
        opened={wizard.state.step === 'form'}
        initial={wizard.state.form}
        onClose={wizard.close}
        onGenerate={(form) => void wizard.generate(form)}
      />
      <GeneratedDescriptionModal
        wizard={wizard}
        saving={mutations.create.isPending}
        onSaveAndStart={(d) => void rb.saveAndStart(d)}
      />
      <CriteriaModal
        wizard={wizard}
        saving={mutations.create.isPending || mutations.saveCriteria.isPending}
        onSave={() => void rb.saveCriteria()}
      />
      <SelectJobModal
        opened={rb.dialog === 'select'}
        selectedId={jobId}
        onClose={() => rb.setDialog(null)}
        onSelect={rb.selectJob}
      />
      <ConfigureInterviewModal
        config={rb.configuring?.interviewConfig ?? null}
        onClose={rb.closeConfigure}
        onSave={rb.saveConfig}
      />
      <AddCandidateModal
        jobId={jobId}
        opened={rb.dialog === 'candidate'}
        onClose={() => rb.setDialog(null)}
        onAdded={(name) => {
          rb.setDialog(null);
          rb.show('success', `${name} added to Glance`);
        }}
      />
      <ImportJobModal
        opened={rb.dialog === 'import'}
        importing={mutations.importJob.isPending}
        error={mutations.importJob.error?.message ?? null}
        onClose={() => rb.setDialog(null)}
        onImport={(data, companyId) => void rb.importJob(data, companyId)}
      />
      <ConfirmDialog
        title={roleBuilderMessages.deleteNodeTitle}
        message={rb.deleting ? roleBuilderMessages.deleteNodeMessage(nodeTitle(rb.deleting)) : null}
        confirmLabel="Delete"
        onConfirm={() => {
          if (rb.deleting) rb.canvas.remove(rb.deleting.id);
          rb.setDeleting(null);
        }}
        onCancel={() => rb.setDeleting(null)}
      />
      <ConfirmDialog
        title={roleBuilderMessages.deleteJobTitle}
        message={
          rb.deletingJob && rb.job.data ? roleBuilderMessages.deleteJobMessage(rb.job.data.title) : null
        }
        confirmLabel="Delete"
        loading={mutations.remove.isPending}
        onConfirm={() => void rb.deleteJob()}
        onCancel={() => rb.setDeletingJob(false)}
      />
      <ConfirmDialog
        title={unsavedChangesMessages.title}
        message={rb.pendingJob !== undefined ? roleBuilderMessages.switchJobUnsaved : null}
        confirmLabel={unsavedChangesMessages.discard}
        onConfirm={rb.confirmPendingJob}
        onCancel={rb.cancelPendingJob}
      />
    </>
  );
}
