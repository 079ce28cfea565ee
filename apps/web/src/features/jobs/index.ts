/**
 * Jobs (docs/product/jobs.md): My Jobs with its Team view, the job page (its Interview process and Candidates
 * tabs are other features' and are handed in by the route), the printable specification, and the `?tab=` and
 * `?scope=` schemas; the organisation's jobs (`jobsQueryOptions('team')`) and the `JobPicker` for other features' job pickers.
 */
export { jobsQueryOptions } from './api/get-jobs';
export { JobDetailPage, type JobDetailPanels } from './components/job-detail-page';
export { JobPicker, type PickedJob } from './components/job-picker';
export { JobPrintPage } from './components/job-print-page';
export { MyJobsPage } from './components/my-jobs-page';
export { type JobTab, jobDetailSearch, jobTabs, type MyJobsSearch, myJobsSearch } from './utils/job-tabs';
