import { SCREEN_SCORE_MAX, SCREEN_SCORE_MIN } from '@rw/core';

/**
 * The score of a 'Score: n/5' line of an analysis (the format the prompt asks for,
 * docs/product/screen-evaluation.md#options), or null for any other text, including a score outside 1-5.
 */
export function sectionScore(text: string): number | null {
  const match = /^\s*Score:\s*([1-5])\s*\/\s*5\s*$/i.exec(text);
  if (!match) return null;
  const score = Number(match[1]);
  return score >= SCREEN_SCORE_MIN && score <= SCREEN_SCORE_MAX ? score : null;
}

/** Badge colour of a 1-5 score: 5 teal, 4 green, 3 yellow, 2 orange, 1 red. */
export function scoreColor(score: number): string {
  return ['red', 'orange', 'yellow', 'green', 'teal'][Math.min(4, Math.max(0, score - 1))]!;
}
