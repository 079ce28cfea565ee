/** US dollars per 1,000 tokens, input (prompt) and output (completion). */
export type ModelPrice = { input: number; output: number };

/** Token counts of one call, as the provider reports them. */
export type TokenUsage = { promptTokens: number; completionTokens: number; totalTokens: number };

/**
 * List prices of OpenAI models in USD per 1K tokens (openai.com/api/pricing). A dated snapshot such as
 * `gpt-4o-2024-08-06` takes the price of its base name; unknown models (Azure deployments, Ollama, vLLM)
 * take the estimate of docs/product/ai.md#usage-metering.
 */
export const modelPrices: Record<string, ModelPrice> = {
  'gpt-4o': { input: 0.0025, output: 0.01 },
  'gpt-4o-mini': { input: 0.00015, output: 0.0006 },
  'gpt-4.1': { input: 0.002, output: 0.008 },
  'gpt-4.1-mini': { input: 0.0004, output: 0.0016 },
  'gpt-4.1-nano': { input: 0.0001, output: 0.0004 },
  'gpt-4-turbo': { input: 0.01, output: 0.03 },
  'gpt-4': { input: 0.03, output: 0.06 },
  'gpt-3.5-turbo': { input: 0.0005, output: 0.0015 },
};

/**
 * The cost estimate for models not in the table, 0.002 per 1000 tokens (docs/product/ai.md#usage-metering).
 */
export const defaultPrice: ModelPrice = { input: 0.002, output: 0.002 };

/** The price of a model: exact name, else the longest table name it extends with '-', else the default. */
export function priceOf(model: string): ModelPrice {
  const name = model.toLowerCase();
  const exact = modelPrices[name];
  if (exact) return exact;
  let best: string | undefined;
  for (const base of Object.keys(modelPrices)) {
    if (name.startsWith(`${base}-`) && (!best || base.length > best.length)) best = base;
  }
  return best ? (modelPrices[best] ?? defaultPrice) : defaultPrice;
}

/**
 * The cost of one call in US dollars, rounded to 6 decimals (the precision of `api_usage.cost`).
 * @param usage prompt and completion tokens; `totalTokens` beyond their sum (e.g. reasoning) is priced as output.
 */
export function costOf(model: string, usage: TokenUsage): number {
  const price = priceOf(model);
  const extra = Math.max(0, usage.totalTokens - usage.promptTokens - usage.completionTokens);
  const dollars = (usage.promptTokens * price.input + (usage.completionTokens + extra) * price.output) / 1000;
  return Math.round(dollars * 1e6) / 1e6;
}
