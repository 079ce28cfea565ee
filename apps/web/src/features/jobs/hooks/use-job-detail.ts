import { type Job, jobPdfFileName } from '@rw/core';
import { useState } from 'react';
import { exportJobPdf } from '#/features/jobs/api/export-job-pdf';
import { useJob } from '#/features/jobs/api/get-job';
import { useJdGeneration, useJdPendingFlag } from '#/features/jobs/hooks/use-jd-generation';
import { useJobAiAction } from '#/features/jobs/hooks/use-job-ai-action';
import { useJobEditor } from '#/features/jobs/hooks/use-job-editor';
import { useSaveChanges } from '#/features/jobs/hooks/use-save-changes';
import { intakeKeys, type JobForm, salaryKeys } from '#/features/jobs/utils/job-form';
import { PDF_FAILED_MESSAGE } from '#/features/jobs/utils/pdf-response';

/** The PDF body of the editor's current description (docs/product/jobs.md#print-and-pdf). */
export function pdfBody(job: Job, form: JobForm) {
  return {
    jobId: job.id,
    title: form.title.trim() || job.title,
    companyName: job.company?.name ?? job.company_name,
    location: form.location.trim() || null,
    introHtml: job.company?.job_spec_intro ?? null,
    mission: form.jd_role_mission,
    responsibilities: form.jd_responsibilities,
    requirements: form.jd_requirements,
    niceToHave: form.jd_nice_to_have,
    benefits: form.jd_benefits,
  };
}

/**
 * Everything the job detail screen runs: the job (8 s limit, polled while a JD generation is pending), the
 * editor, Save Changes, Generate with AI, Predict with AI, Summarise with AI and the PDF export. (The page's
 * unsaved-changes guard asks before leaving: docs/product/jobs.md#unsaved-changes.)
 */
export function useJobDetail(jobId: string) {
  const flag = useJdPendingFlag(jobId);
  const query = useJob(jobId, { polling: flag[0] !== null });
  const editor = useJobEditor(query.data);
  const generation = useJdGeneration(jobId, query.data, editor, flag);
  const predict = useJobAiAction(jobId, 'salary', editor, salaryKeys, ['currency']);
  const summarise = useJobAiAction(jobId, 'intake-summary', editor, intakeKeys);
  const saving = useSaveChanges(jobId, editor);
  const [preparingPdf, setPreparingPdf] = useState(false);

  const exportPdf = async () => {
    if (!query.data || !editor.form) return;
    setPreparingPdf(true);
    try {
      await exportJobPdf(pdfBody(query.data, editor.form));
    } catch (error) {
      const text = error instanceof Error ? error.message : PDF_FAILED_MESSAGE;
      saving.setBanner({ kind: 'error', text });
    } finally {
      setPreparingPdf(false);
    }
  };

  return {
    query,
    editor,
    generation,
    predict,
    summarise,
    saving,
    pdf: {
      preparing: preparingPdf,
      onExport: () => void exportPdf(),
      fileName: jobPdfFileName(editor.form?.title),
    },
  };
}
