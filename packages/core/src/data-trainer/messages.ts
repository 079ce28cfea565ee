import { TRAINER_CANDIDATES_MAX, TRAINER_MIN_FOR_HELD_OUT } from './constants.js';

/* The Data Trainer's user-visible words (docs/product/data-trainer.md#messages), verbatim where the spec has them. */
export const trainerMessages = {
  csvNotRecognized:
    'CSV format not recognized... Use the LinkedIn format (First Name, Last Name, Current Title, Current Company) or the standard format (candidate_name, current_company, current_job_title).',
  noValidData: 'No valid candidate data found in CSV file',
  parseError: 'Error parsing CSV file. Please check the file format and try again.',
  readError: 'Error reading file',
  csvOnly: 'Please select a CSV file.',
  noFile: 'No file selected.',
  tooManyCandidates: `This file has more than ${TRAINER_CANDIDATES_MAX.toLocaleString('en-US')} candidates. Keep the ones you will score by hand.`,
  trainingNow: 'The candidate set cannot change while training goes on.',
  uploadFirst: 'Please upload candidate data first',
  scoreFirst: 'Please score at least one candidate before training',
  enterApiKey: 'Please enter your OpenAI API key',
  loadingCompanies: 'Loading company data...',
  welcome: 'Upload a CSV file with candidate data to get started with scoring and training',
  uploadCsv: 'Upload CSV File',
  downloadTemplate: 'Download Template',
  clearData: 'Clear Data',
  companyStatusTitle: 'Company Description Status',
  allDescriptionsReady: 'All companies have descriptions ready for training',
  noDescription: 'No description available',
  manualScoringTitle: 'Manual Candidate Scoring',
  saveScores: 'Save Scores',
  scoresSaved: 'Scores saved',
  trainingTitle: 'Training and Evaluation',
  startTraining: 'Start Training',
  training: 'Training...',
  apiKeyNote:
    "Optional. Used for this training run only, instead of your organisation's key; it is sent to the server for the run and never stored.",
  allUsedNote: `Fewer than ${TRAINER_MIN_FOR_HELD_OUT} candidates are scored by hand, so all of them were used for training: there is no held-out check of how the instructions generalise.`,
  notMeasurable:
    'Agreement could not be measured: the hand scores or the model scores of these candidates are all the same.',
  adopt: 'Adopt',
  adopted: 'These instructions now score CV Sorter runs.',
  restored: 'That version now scores CV Sorter runs.',
  builtInPrompt: 'Built-in instructions',
  builtInRestored: 'The built-in instructions now score CV Sorter runs.',
  runNotFound: 'Training run not found',
  candidateNotFound: 'Candidate not found',
  versionNotFound: 'Prompt version not found',
  alreadyTraining: 'A training run is already going on.',
  nothingToAdopt: 'This run has no instructions to adopt.',
  adminsOnly: 'Only administrators can use the Data Trainer.',
} as const;

/** 'Training failed: {reason}' — the run could not go on. */
export function trainingFailedMessage(reason: string): string {
  return `Training failed: ${reason}`;
}

/** The row of an iteration that failed: 'Error in iteration N: {reason}' (no similarity is made up). */
export function iterationErrorMessage(iteration: number, reason: string): string {
  return `Error in iteration ${iteration}: ${reason}`;
}

/** The upload's status line (✓: green). */
export function loadedMessage(count: number, dropped: number): string {
  const rows = `${count} candidate${count === 1 ? '' : 's'}`;
  return dropped > 0
    ? `✓ Loaded ${rows} (${dropped} row${dropped === 1 ? '' : 's'} without a name, company or title left out)`
    : `✓ Loaded ${rows}`;
}

/** The status line while company descriptions are made (no tick or cross: blue, with a spinner). */
export function describingCompaniesMessage(done: number, total: number): string {
  return `Preparing company descriptions: ${done} of ${total}`;
}

/** 'Company Description Status' when some are missing. */
export function companiesMissingMessage(missing: number): string {
  return `${missing} compan${missing === 1 ? 'y has' : 'ies have'} no description yet`;
}

/** The count under the list of companies with descriptions. */
export function companiesReadyMessage(count: number): string {
  return `${count} compan${count === 1 ? 'y' : 'ies'} with descriptions`;
}

/* Reasons inside 'Training failed: {reason}' and 'Error in iteration N: {reason}' (docs/product/data-trainer.md#failures). */
export const trainerReasons = {
  keyNotKept:
    'the API key given for this run is never stored, so the run could not go on after the server restarted. Start training again with the key.',
  keyRejected: 'the API key given for this run was rejected.',
  tooManyResumes: 'the server stopped too many times during this run.',
  nothingMeasured: 'no iteration could be measured.',
  interrupted: 'the run stopped unexpectedly.',
} as const;

/** An iteration's reason when candidates of the training part could not be scored. */
export function candidatesNotScoredReason(failed: number, total: number, message: string): string {
  return `${failed} of ${total} candidates could not be scored (${message})`;
}

/** 'Company Description Status' when the descriptions could not all be made. */
export function describingFailedMessage(reason: string): string {
  return `✗ Company descriptions could not be made: ${reason}`;
}

/** The name of an organisation's scoring instructions version where results say which version scored them. */
export function scoringVersionName(version: number): string {
  return `org v${version}`;
}

/** The notification of a completed run: its best agreement on the training part, and held out when there was a held-out part. */
export function trainingCompleteMessage(
  training: number | null,
  heldOut: number | null,
  bestIteration: number | null,
): string {
  const f = (n: number | null) => (n === null ? '—' : n.toFixed(3));
  return heldOut === null
    ? `✓ Training complete: best agreement ${f(training)} (iteration ${bestIteration ?? '—'}).`
    : `✓ Training complete: agreement ${f(training)} on the training part, ${f(heldOut)} held out (iteration ${bestIteration ?? '—'}).`;
}
