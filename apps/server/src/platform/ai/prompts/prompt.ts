import type { z } from 'zod';

/**
 * One versioned prompt (DESIGN.md, AI: prompts are files beside the module, each with the output schema it
 * expects). `task` is kebab-case; it tags the request (`x-rw-task`) and names the JSON schema.
 */
export type Prompt<Input, Output> = {
  task: string;
  /** Raised whenever the wording or the schema changes, so replies can be traced to a prompt. */
  version: number;
  system: string;
  buildUser: (input: Input) => string;
  outputSchema: z.ZodType<Output>;
  /** The model when neither the organisation nor the server names one. */
  model?: string;
  temperature?: number;
  maxTokens?: number;
};

/** Wraps user-supplied text in a tag so the model reads it as data, not instructions. */
export function quoted(tag: string, text: string): string {
  return `<${tag}>\n${text.replaceAll(`</${tag}>`, '')}\n</${tag}>`;
}
