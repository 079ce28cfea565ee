import { z } from 'zod';

/**
 * Candidates (docs/product/candidates.md): the list and candidate pages, the job's Candidates tab that
 * the job page composes, and the `CandidatePicker` the tools pick a candidate with.
 */
export {
  CandidatePicker,
  type PickedCandidate,
  pickedCandidateName,
} from './components/candidate-picker';
export { JobCandidatesTab } from './job-tab/components/job-candidates-tab';
export { CandidateDetailPage } from './pages/candidate-detail-page';
export { CandidatesListPage } from './pages/candidates-list-page';

/** `/candidates/{id}?job=`: the job the page was opened from (the Back button returns there). */
export const candidateDetailSearch = z.object({ job: z.string().optional().catch(undefined) });
export { CvReparseSettings } from './settings/cv-reparse-settings';
export { RejectionReasonsSettings } from './settings/rejection-reasons-settings';
