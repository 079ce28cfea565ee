/*
 * The interview-process workflow's constants (docs/product/interview-process.md#limits): the fixed layers and
 * their stage types, the limits, and every user-visible message the canvas, the server and the import share.
 */

/**
 * Fixed layer ids in canvas order; custom layers sit between 'talent' and 'washup'
 * (docs/product/interview-process.md#fixed-stages).
 */
export const fixedLayerIds = ['glance', 'profile', 'talent', 'washup', 'offer'] as const;
export type FixedLayerId = (typeof fixedLayerIds)[number];

/** The fixed layers before the custom ones, and after them. */
export const leadingFixedLayerIds = [
  'glance',
  'profile',
  'talent',
] as const satisfies readonly FixedLayerId[];
export const trailingFixedLayerIds = ['washup', 'offer'] as const satisfies readonly FixedLayerId[];

/** What each fixed layer holds: its one block's id (= its stage type), title and emoji. */
export const fixedLayers: Record<
  FixedLayerId,
  { title: string; stageType: string; emoji: string; caption: string }
> = {
  glance: { title: 'Glance', stageType: 'glance', emoji: '👀', caption: 'Research' },
  profile: { title: 'Profile Review', stageType: 'profile_review', emoji: '📋', caption: 'Shortlisting' },
  talent: { title: 'Talent Screen', stageType: 'talent_screen', emoji: '📞', caption: 'Screening' },
  washup: { title: 'Washup', stageType: 'washup', emoji: '🤝', caption: 'Decision' },
  offer: { title: 'Offer', stageType: 'offer', emoji: '🎉', caption: 'Closing' },
};

/** Stage types of the fixed layers' rows in job_interview_stages. */
export const fixedStageTypes = fixedLayerIds.map((id) => fixedLayers[id].stageType);

/**
 * A step's duration in minutes, the stage row's duration_minutes (docs/product/interview-process.md#stage-details;
 * the Role Builder's Configure Interview, docs/product/role-builder.md#configure-interview): 15-180, and 45
 * where a number is needed and none was typed.
 */
export const DEFAULT_DURATION_MINUTES = 45;
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 180;

/** Limits (docs/product/interview-process.md#limits). */
export const MAX_CUSTOM_LAYERS = 5;
export const MAX_BLOCKS_PER_LAYER = 3;
export const MAX_INTERVIEWERS = 3;
export const MAX_CRITERIA = 5;
export const MAX_RUBRIC_ROWS = 5;
export const RUBRIC_MIN = 0;
export const RUBRIC_MAX = 100;
/** A blank rubric min resets to 0 and a blank max to 20 on blur; a new row is 0-20. */
export const DEFAULT_RUBRIC_ROW = { min: 0, max: 20 } as const;
/**
 * How the stage details modal names the rubric scale (docs/product/interview-process.md#rubric-scale): bands
 * are points out of 100; the criterion is scored out of 10.
 */
export const rubricScaleLabels = {
  heading: 'Rubric: points out of 100',
  hint: 'Each band is min-max points out of 100 and what earns them. AI scoring scores the criterion out of 10 inside the band that fits: 21-60 points is a score of 2.1-6.0.',
  min: 'Min points',
  max: 'Max points',
} as const;
/** Under a canvas wider than the page (docs/product/interview-process.md#canvas). */
export const canvasScrollHint = (stages: number) =>
  `${stages} stages: scroll sideways to see them all (Shift + mouse wheel, or the scrollbar).`;
/** maxEditableLayers of a new workflow, and of one built from stage rows. */
export const DEFAULT_MAX_EDITABLE_LAYERS = 8;
export const STAGES_MAX_EDITABLE_LAYERS = 10;

/** Defaults of what the canvas creates (docs/product/interview-process.md#custom-stages). */
export const NEW_BLOCK_TITLE = 'New Step';
export const NEW_BLOCK_EMOJI = '🧩';
/** A custom layer's title: 'Stage {n}', n its position among the custom layers. */
export const customLayerTitle = (n: number) => `Stage ${n}`;

/** Our own bounds on free text, so one stage cannot carry megabytes. */
export const MAX_TITLE_LENGTH = 80;
export const MAX_TEXT_LENGTH = 300;
export const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_PLAN_LENGTH = 5000;
export const MAX_KILLER_QUESTIONS = 20;

/** The import's messages, verbatim (docs/product/interview-process.md#import-rules). */
export const workflowImportMessages = {
  invalidStructure: 'Invalid workflow structure',
  missingFixedLayers: 'Missing fixed layers',
  fixedLayerOrder: 'Fixed layer order invalid',
  customLayerCap: 'Custom layer cap exceeded (max 5 custom stages)',
  failed: 'Failed to import workflow',
} as const;

/**
 * Messages of workflow generation, stage details, workflow saves and the rules
 * (docs/product/interview-process.md#messages).
 */
export const workflowMessages = {
  couldNotImportGenerated: 'Could not import generated workflow',
  noWorkflowReceived: 'No workflow received from webhook',
  fixedStage: 'Fixed stages cannot be renamed, deleted or changed',
  blockCap: 'A stage holds at most 3 concurrent steps',
  emptyLayer: 'A custom stage needs at least one step',
  customPosition: 'Custom stages sit between Talent Screen and Washup',
  noLayerToMoveTo: 'There is no stage to move this step to',
  stepNotFound: 'Step not found',
  titleRequired: 'Every step needs a title',
  titleTooLong: `A step title has at most ${MAX_TITLE_LENGTH} characters`,
  tooManyInterviewers: 'At most 3 interviewers per stage',
  tooManyCriteria: 'At most 5 assessment criteria per stage',
  tooManyRubricRows: 'At most 5 rubric rows per criterion',
  rubricRange: 'Rubric scores are numbers from 0 to 100',
  criterionTitleRequired: 'Every assessment criterion needs a title',
  invalidEmail: 'Invalid email format',
  tooManyKillerQuestions: `At most ${MAX_KILLER_QUESTIONS} killer questions per stage`,
  textTooLong: 'This text is too long',
  durationRange: `The duration is a whole number of minutes from ${MIN_DURATION_MINUTES} to ${MAX_DURATION_MINUTES}`,
} as const;

/** 'Failed to generate workflow: {message}' (docs/product/interview-process.md#messages). */
export const generateWorkflowFailed = (message: string) => `Failed to generate workflow: ${message}`;
/** 'Failed to save workflow: {message or Unknown error}' (docs/product/interview-process.md#messages). */
export const saveWorkflowFailed = (message?: string | null) =>
  `Failed to save workflow: ${message?.trim() || 'Unknown error'}`;
/**
 * 'Failed to save stage details: {message or Unknown error}' (docs/product/interview-process.md#messages).
 */
export const saveStageDetailsFailed = (message?: string | null) =>
  `Failed to save stage details: ${message?.trim() || 'Unknown error'}`;
