import { describe, expect, it } from 'vitest';
import {
  cvSorterScorePromptWith,
  cvSorterScoringInstructions,
} from '../ai/prompts/cv-sorter-score.prompt.js';
import {
  dataTrainerOptimisePrompt,
  VALUED_LESS_LINE,
  VALUED_MORE_LINE,
} from '../ai/prompts/data-trainer-optimise.prompt.js';
import type { ChatRequestContext } from './task-replies.js';
import {
  cvSorterScoreFromInstructions,
  optimisedInstructions,
  TERM_WEIGHT,
  valuedTerms,
} from './trainer-replies.js';

const request = (system: string, user: string): ChatRequestContext => ({
  task: null,
  schemaName: null,
  schema: {},
  model: 'gpt-4o-mini',
  maxTokens: 800,
  seed: 1,
  messages: [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ],
});

function scoreWith(instructions: string, company: string, description: string) {
  const prompt = cvSorterScorePromptWith(instructions);
  const user = prompt.buildUser({
    jobTitle: 'Senior Payments Engineer',
    jobDescription: 'Card payments.',
    candidate: { title: 'Backend Engineer', company, companyDescription: description },
  });
  return cvSorterScoreFromInstructions(request(prompt.system, user)) as Record<string, { score: number }>;
}

describe("the mock's scoring", () => {
  const payments = `${cvSorterScoringInstructions}\n${VALUED_MORE_LINE} "payments".`;

  it('is the same for the same request, and answers every criterion with a rationale', () => {
    const a = scoreWith(cvSorterScoringInstructions, 'Ledgerly', 'Card payments for merchants.');
    expect(scoreWith(cvSorterScoringInstructions, 'Ledgerly', 'Card payments for merchants.')).toEqual(a);
    for (const k of ['companyRelevancy', 'companyPrestige', 'roleRelevancy', 'seniorityMatch']) {
      expect(a[k]).toMatchObject({ score: expect.any(Number), rationale: expect.any(String) });
    }
  });

  it('raises every criterion by the weight of each valued term the profile shows, and only then', () => {
    const before = scoreWith(cvSorterScoringInstructions, 'Ledgerly', 'Card payments for merchants.');
    const after = scoreWith(payments, 'Ledgerly', 'Card payments for merchants.');
    expect(after.companyRelevancy!.score - before.companyRelevancy!.score).toBeCloseTo(TERM_WEIGHT, 2);
    const other = scoreWith(cvSorterScoringInstructions, 'Medlink', 'Health records for clinics.');
    expect(scoreWith(payments, 'Medlink', 'Health records for clinics.')).toEqual(other);
    const less = `${cvSorterScoringInstructions}\n${VALUED_LESS_LINE} "clinics".`;
    expect(scoreWith(less, 'Medlink', 'Health records for clinics.').roleRelevancy!.score).toBeCloseTo(
      Math.max(0, other.roleRelevancy!.score - TERM_WEIGHT),
      2,
    );
  });
});

describe("the mock's optimiser", () => {
  const disagreement = (description: string, hand: number, model: number) => ({
    title: 'Backend Engineer',
    company: 'Some Co',
    companyDescription: description,
    hand: { companyRelevancy: hand, companyPrestige: hand, roleRelevancy: hand, seniorityMatch: hand },
    handFinal: hand,
    model: { companyRelevancy: model, companyPrestige: model, roleRelevancy: model, seniorityMatch: model },
    modelFinal: model,
  });
  const ask = (tried: { iteration: number; instructions: string; similarity: number | null }[]) =>
    optimisedInstructions(
      request(
        dataTrainerOptimisePrompt.system,
        dataTrainerOptimisePrompt.buildUser({
          jobTitle: 'Senior Payments Engineer',
          roleSummary: '',
          metric: 'spearman',
          tried,
          disagreements: [
            disagreement('Card payments platform.', 9, 4),
            disagreement('Payments for marketplaces.', 8, 5),
            disagreement('Creative agency for brands.', 2, 7),
          ],
        }),
      ),
    );

  it('values more the words of the candidates the recruiter scored higher, less those scored lower', () => {
    const out = ask([{ iteration: 1, instructions: 'Judge fairly.', similarity: 0.3 }]);
    expect(out.instructions.startsWith('Judge fairly.')).toBe(true);
    const terms = valuedTerms(out.instructions);
    expect(terms.more).toEqual(['payments', 'card']);
    expect(terms.less).toHaveLength(1);
    expect(['agency', 'brands', 'creative']).toContain(terms.less[0]);
  });

  it('builds on the best instructions and does not try again the terms that did not help', () => {
    const best = `Judge fairly.\n${VALUED_MORE_LINE} "payments".`;
    const worse = `Judge fairly.\n${VALUED_MORE_LINE} "card".`;
    const out = ask([
      { iteration: 2, instructions: worse, similarity: 0.4 },
      { iteration: 1, instructions: best, similarity: 0.6 },
    ]);
    const terms = valuedTerms(out.instructions);
    expect(terms.more[0]).toBe('payments');
    expect(terms.more).not.toContain('card');
  });
});
