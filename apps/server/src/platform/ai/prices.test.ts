import { describe, expect, it } from 'vitest';
import { costOf, defaultPrice, priceOf } from './prices.js';

const usage = (promptTokens: number, completionTokens: number) => ({
  promptTokens,
  completionTokens,
  totalTokens: promptTokens + completionTokens,
});

describe('prices', () => {
  it('finds a model by exact name, dated snapshot, or falls back to the spec estimate', () => {
    expect(priceOf('gpt-4o')).toEqual({ input: 0.0025, output: 0.01 });
    expect(priceOf('gpt-4o-2024-08-06')).toEqual(priceOf('gpt-4o'));
    expect(priceOf('gpt-4o-mini-2024-07-18')).toEqual(priceOf('gpt-4o-mini'));
    expect(priceOf('GPT-4')).toEqual({ input: 0.03, output: 0.06 });
    expect(priceOf('gpt-4.1-mini')).toEqual({ input: 0.0004, output: 0.0016 });
    expect(priceOf('gpt-4.5-preview')).toBe(defaultPrice);
    expect(priceOf('llama3.1:8b')).toBe(defaultPrice);
  });

  it('prices input and output per 1K tokens, rounded to 6 decimals', () => {
    expect(costOf('gpt-3.5-turbo', usage(1000, 1000))).toBe(0.002);
    expect(costOf('gpt-4', usage(1500, 500))).toBe(0.075);
    expect(costOf('gpt-4o-mini', usage(123, 45))).toBe(0.000045);
    // 0.002 per 1K tokens for an unknown model (docs/product/ai.md#usage-metering).
    expect(costOf('my-local-model', usage(700, 300))).toBe(0.002);
    expect(costOf('gpt-4o', usage(0, 0))).toBe(0);
  });

  it('prices tokens beyond prompt + completion (reasoning) as output', () => {
    expect(costOf('gpt-4o', { promptTokens: 1000, completionTokens: 0, totalTokens: 2000 })).toBe(0.0125);
  });
});
