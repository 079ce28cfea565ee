/**
 * The interview-process feature's public entry: the job detail page mounts `InterviewProcessTab`. The
 * canvas (@xyflow/react) loads with the tab, not with the job page.
 */
export { InterviewProcessTab } from './components/lazy-interview-process-tab';
