import { describe, expect, it } from 'vitest';
import {
  agreement,
  companyInfoPreview,
  formatTrainerFigure,
  improvementOver,
  iterationErrorMessage,
  PROMPT_PREVIEW_CHARS,
  promptPreview,
  shouldStopTraining,
  splitTrainingSet,
  TRAINER_TEMPLATE_FILENAME,
  trainerColumnMap,
  trainerMessages,
  trainerRowFromCells,
  trainerStatusTone,
  trainerTemplateColumns,
  trainerTemplateCsv,
  trainerTemplateRows,
  trainingFailedMessage,
  worstDisagreements,
} from '../index.js';

describe('the upload formats', () => {
  it('reads the LinkedIn format (its template included), joining first and last names', () => {
    const map = trainerColumnMap([...trainerTemplateColumns]);
    expect(map?.format).toBe('linkedin');
    expect(trainerRowFromCells(['Jane', 'Doe', 'Senior Software Engineer', 'Stripe'], map!)).toEqual({
      name: 'Jane Doe',
      currentCompany: 'Stripe',
      currentTitle: 'Senior Software Engineer',
    });
  });

  it('reads the standard format, columns in any order and case', () => {
    const map = trainerColumnMap(['current_company', 'Candidate_Name', 'current_job_title']);
    expect(map?.format).toBe('standard');
    expect(trainerRowFromCells(['Monzo', 'Ann Lee', 'Data Scientist'], map!)).toEqual({
      name: 'Ann Lee',
      currentCompany: 'Monzo',
      currentTitle: 'Data Scientist',
    });
  });

  it('does not recognise a header without a name, a company or a title', () => {
    expect(trainerColumnMap(['Name', 'Company'])).toBeNull();
    expect(trainerColumnMap(['First Name', 'Current Title'])).toBeNull();
    expect(trainerColumnMap(['Email', 'Current Company', 'Current Title'])).toBeNull();
    expect(trainerMessages.csvNotRecognized.startsWith('CSV format not recognized...')).toBe(true);
  });

  it('drops rows lacking any of the three values, never filling them in', () => {
    const map = trainerColumnMap(['candidate_name', 'current_company', 'current_job_title'])!;
    expect(trainerRowFromCells(['Ann', '', 'Analyst'], map)).toBeNull();
    expect(trainerRowFromCells(['', 'Monzo', 'Analyst'], map)).toBeNull();
    expect(trainerRowFromCells(['Ann', 'Monzo', '  '], map)).toBeNull();
  });

  it('writes the template: linkedin_candidates_template.csv, four columns, three sample rows', () => {
    expect(TRAINER_TEMPLATE_FILENAME).toBe('linkedin_candidates_template.csv');
    const lines = trainerTemplateCsv(trainerTemplateColumns, trainerTemplateRows).trimEnd().split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,Current Title,Current Company');
    expect(lines).toHaveLength(4);
  });
});

describe('the split', () => {
  const ids = Array.from({ length: 40 }, (_, i) => `c${String(i).padStart(2, '0')}`);

  it('holds out 30 % with a fixed seed, the same whatever order the set was read in', () => {
    const a = splitTrainingSet(ids, (x) => x);
    const b = splitTrainingSet([...ids].reverse(), (x) => x);
    expect(a.heldOut).toHaveLength(12);
    expect(a.training).toHaveLength(28);
    expect(a.allUsed).toBe(false);
    expect(b).toEqual(a);
    expect(new Set([...a.training, ...a.heldOut]).size).toBe(40);
  });

  it('uses all of fewer than 10 for training and says so', () => {
    const s = splitTrainingSet(ids.slice(0, 9), (x) => x);
    expect(s).toEqual({ training: ids.slice(0, 9), heldOut: [], allUsed: true });
    expect(splitTrainingSet(ids.slice(0, 10), (x) => x).heldOut).toHaveLength(3);
  });
});

describe('agreement', () => {
  it("Spearman's rho: Wikipedia's IQ and television example (-29/165), and ties as midranks", () => {
    const iq = [106, 100, 86, 101, 99, 103, 97, 113, 112, 110];
    const tv = [7, 27, 2, 50, 28, 29, 20, 12, 6, 17];
    expect(agreement('spearman', iq, tv)).toBeCloseTo(-29 / 165, 12);
    // x ranks 1, 2.5, 2.5, 4; y ranks 1, 3, 2, 4: Pearson of the midranks is 0.9486832980505138.
    expect(agreement('spearman', [1, 2, 2, 3], [10, 30, 20, 40])).toBeCloseTo(0.9486832980505138, 12);
    // Perfectly reversed order: -1.
    expect(agreement('spearman', [1, 2, 3, 4, 5], [50, 40, 30, 20, 10])).toBeCloseTo(-1, 12);
  });

  it("Pearson's r of a known pair (r = 0.8)", () => {
    // x = 1..5, y = 2, 1, 4, 3, 5: cov 2.0 / (var 2.5) = 0.8.
    expect(agreement('pearson', [1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(0.8, 12);
  });

  it("'mae' is 1 - MAE / 10, so higher is better", () => {
    expect(agreement('mae', [5, 7, 9], [6, 7, 6])).toBeCloseTo(1 - 4 / 3 / 10, 12);
    expect(agreement('mae', [4], [4])).toBe(1);
  });

  it('cannot be measured (null, never a made-up figure) on constant lists or fewer than 2 pairs', () => {
    expect(agreement('spearman', [5, 5, 5], [1, 2, 3])).toBeNull();
    expect(agreement('pearson', [1, 2, 3], [4, 4, 4])).toBeNull();
    expect(agreement('spearman', [1], [2])).toBeNull();
    expect(agreement('mae', [], [])).toBeNull();
    expect(() => agreement('mae', [1], [1, 2])).toThrow();
  });
});

describe('iterations', () => {
  it('improvement is the similarity minus the best before, 0 for the first', () => {
    expect(improvementOver(0.42, null)).toBe(0);
    expect(improvementOver(0.55, 0.42)).toBeCloseTo(0.13, 12);
    expect(improvementOver(0.4, 0.55)).toBeCloseTo(-0.15, 12);
    expect(improvementOver(null, 0.55)).toBeNull();
  });

  it('stops at 5 iterations or when an iteration after the first improves by less than the threshold', () => {
    expect(shouldStopTraining(1, 0, 0.05)).toBe(false);
    expect(shouldStopTraining(2, 0.06, 0.05)).toBe(false);
    expect(shouldStopTraining(2, 0.049, 0.05)).toBe(true);
    expect(shouldStopTraining(3, null, 0.05)).toBe(false);
    expect(shouldStopTraining(5, 0.5, 0.05)).toBe(true);
  });

  it('shows the worst disagreements first', () => {
    const rows = [
      { id: 'a', model: 5, hand: 5 },
      { id: 'b', model: 9, hand: 2 },
      { id: 'c', model: 3, hand: 6 },
    ];
    expect(worstDisagreements(rows).map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });

  it('words and figures as the screen shows them', () => {
    expect(iterationErrorMessage(3, 'timeout')).toBe('Error in iteration 3: timeout');
    expect(trainingFailedMessage('no key')).toBe('Training failed: no key');
    expect(formatTrainerFigure(0.12345)).toBe('0.123');
    expect(formatTrainerFigure(null)).toBe('—');
    expect(promptPreview('x'.repeat(300))).toHaveLength(PROMPT_PREVIEW_CHARS + 1);
    expect(companyInfoPreview('short')).toBe('short');
    expect(trainerStatusTone('✓ Loaded 3 candidates')).toBe('green');
    expect(trainerStatusTone('✗ Error reading file')).toBe('red');
    expect(trainerStatusTone('Preparing company descriptions: 1 of 3')).toBe('blue');
    expect(trainerMessages.uploadFirst).toBe('Please upload candidate data first');
    expect(trainerMessages.scoreFirst).toBe('Please score at least one candidate before training');
    expect(trainerMessages.enterApiKey).toBe('Please enter your OpenAI API key');
    expect(trainerMessages.noValidData).toBe('No valid candidate data found in CSV file');
  });
});
