/*
 * The Role Builder's constants (docs/product/role-builder.md#limits): the canvas geometry, the interview
 * types of the palette, durations, candidate status dots, and every user-visible message the page and the
 * server share.
 */

/** A node on the canvas is 160 × 96 px (docs/product/role-builder.md#canvas). */
export const NODE_WIDTH = 160;
export const NODE_HEIGHT = 96;
/** A dropped node is kept this far (px) inside the canvas's edges. */
export const CANVAS_MARGIN = 20;
/** A pointer press becomes a drag once it has moved this far (px); less is a click. */
export const DRAG_THRESHOLD_PX = 5;
/** How far (px) an arrow key moves a focused node (the keyboard alternative to dragging). */
export const KEYBOARD_STEP_PX = 20;

/** The interview types of the palette, in its order. */
export const interviewTypes = ['phone-screen', 'technical', 'behavioral', 'take-home', 'final'] as const;
export type InterviewType = (typeof interviewTypes)[number];
/** Every node type: the interview types and the job-description node (one per canvas, never deleted). */
export const nodeTypes = [...interviewTypes, 'job-description'] as const;
export type NodeType = (typeof nodeTypes)[number];
export const JOB_DESCRIPTION_NODE_ID = 'job-description';

/**
 * What each interview type is called on the palette, the title a new node of it takes, its emoji, and where
 * Save Process puts it (docs/product/role-builder.md#save-process).
 */
export const interviewTypeInfo: Record<
  InterviewType,
  { label: string; title: string; emoji: string; hint: string }
> = {
  'phone-screen': {
    label: 'Phone Screen',
    title: 'Phone Screen',
    emoji: '📞',
    hint: "Fills the process's Talent Screen",
  },
  technical: {
    label: 'Technical',
    title: 'Technical Interview',
    emoji: '💻',
    hint: 'A custom stage, in its column',
  },
  behavioral: {
    label: 'Behavioral',
    title: 'Behavioral Interview',
    emoji: '🧠',
    hint: 'A custom stage, in its column',
  },
  'take-home': {
    label: 'Take-Home',
    title: 'Take-Home Assignment',
    emoji: '📝',
    hint: 'A custom stage, in its column',
  },
  final: {
    label: 'Final',
    title: 'Final Interview',
    emoji: '🏁',
    hint: 'The last custom stage, before Washup',
  },
};
export const JOB_DESCRIPTION_NODE_LABEL = 'Job Description';

/**
 * A Role Builder candidate's status (docs/product/role-builder.md#candidates): active (in a stage, the
 * recruiter's move), pending (waiting on the candidate or the hiring manager), anything else.
 */
export const roleCandidateStatuses = ['active', 'pending', 'rejected', 'hired', 'moved_on'] as const;
export type RoleCandidateStatus = (typeof roleCandidateStatuses)[number];
/** The dot beside a candidate: active green, pending yellow, anything else blue. */
export function statusDotColor(status: string): 'green' | 'yellow' | 'blue' {
  if (status === 'active') return 'green';
  if (status === 'pending') return 'yellow';
  return 'blue';
}
export const roleCandidateStatusLabels: Record<RoleCandidateStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  rejected: 'Rejected',
  hired: 'Hired',
  moved_on: 'Moved on',
};

/** Messages of the Role Builder (docs/product/role-builder.md#messages), verbatim. */
export const roleBuilderMessages = {
  titleAndCompanyRequired: 'Please fill in the job title and company name',
  jobRequired: 'Please create or select a job first',
  onePhoneScreen: 'Only one phone screen: it fills the Talent Screen',
  jobDescriptionNodeFixed: 'The job description node cannot be deleted',
  deleteNodeTitle: 'Delete this interview?',
  deleteNodeMessage: (title: string) =>
    `"${title}" leaves the canvas. The job's interview process changes when you press Save Process.`,
  deleteJobTitle: 'Delete job?',
  deleteJobMessage: (title: string) => `Delete "${title}"? This cannot be undone.`,
  /** The jobs area's own words for a failed delete (docs/product/jobs.md#messages). */
  deleteJobFailed: (message?: string) =>
    message ? `Failed to delete job: ${message}` : 'Failed to delete job. Please try again.',
  switchJobUnsaved: 'The canvas has unsaved changes. Open another job without saving them?',
  processSaved: "Process saved: the job's interview process now follows the canvas",
  criteriaSaved: 'Assessment criteria saved on every stage of the job',
  descriptionFailed: 'Failed to generate the job description. Please try again.',
  criteriaFailed: 'Failed to generate assessment criteria. Please try again.',
  descriptionUnreadable: 'The model did not return a readable job description. Please try again.',
  criteriaRequired: 'Generate the assessment criteria first',
  notAnExport: 'This file is not a Role Builder export',
  exportUnreadable: 'The file could not be read as JSON',
  importCompanyRequired: 'Choose the company of the imported job',
  noJobs: 'No jobs yet: answer the ten questions with New Job, or create one in Jobs',
  noCandidates: 'No candidates yet',
  candidateNameRequired: 'Please enter a first or last name',
} as const;
