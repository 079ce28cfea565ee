import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

function isRecord(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Makes a JSON schema acceptable to OpenAI's strict structured outputs: every object lists all its properties
 * as required and forbids others; the `$schema` marker is dropped. The zod schema still validates the reply,
 * so an optional field the model fills is accepted as it was.
 */
function strictify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictify);
  if (!isRecord(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    out[key] = strictify(value);
  }
  if (isRecord(out.properties)) {
    out.required = Object.keys(out.properties);
    out.additionalProperties = false;
  }
  return out;
}

/** The JSON schema a request asks for (`response_format.json_schema.schema`), from the task's zod schema. */
export function strictJsonSchema(schema: z.ZodType): JsonSchema {
  return strictify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })) as JsonSchema;
}

/** A `json_schema.name` (letters, digits, '_' and '-', at most 64) from a task name. */
export function schemaNameOf(task: string): string {
  return task.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'reply';
}

/** The reasoning blocks some models write before their answer (DeepSeek-R1, Qwen3 and others served locally). */
const REASONING_BLOCK = /<(think|thinking|reasoning)>[\s\S]*?<\/\1>/gi;
/** A reply cut off inside its reasoning: nothing of it is an answer. */
const UNCLOSED_REASONING = /^\s*<(think|thinking|reasoning)>[\s\S]*$/i;

/**
 * The reply without its reasoning blocks (`<think>…</think>`, `<thinking>…</thinking>`,
 * `<reasoning>…</reasoning>`, and one left open by a reply cut off), trimmed: the answer a recruiter should
 * see and the JSON to parse.
 */
export function stripReasoning(text: string): string {
  if (!text.includes('<')) return text.trim();
  return text.replace(REASONING_BLOCK, '').replace(UNCLOSED_REASONING, '').trim();
}

/** The body of the first Markdown code fence (```json … ```), or the text unchanged. */
export function stripCodeFences(text: string): string {
  const match = /```[a-zA-Z0-9_-]*\s*\n?([\s\S]*?)```/.exec(text);
  return match ? match[1]!.trim() : text.trim();
}

function balancedFrom(text: string, start: number): string | null {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return null;
      if (stack.length === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

/**
 * The first balanced JSON object or array in a text that parses as JSON (string literals and escapes
 * respected), e.g. the object inside 'Sure! Here it is: {…} Hope this helps.'; null when there is none.
 */
export function firstJsonValue(text: string): string | null {
  for (let start = text.search(/[{[]/); start >= 0; ) {
    const candidate = balancedFrom(text, start);
    if (candidate !== null) {
      try {
        JSON.parse(candidate);
        return candidate;
      } catch {
        // Prose in braces; look further.
      }
    }
    const next = text.slice(start + 1).search(/[{[]/);
    start = next < 0 ? -1 : start + 1 + next;
  }
  return null;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; error: string };

/**
 * Reads a model reply as the task's output: the reply as JSON, else repaired (code fences stripped, the first
 * JSON object extracted), then validated with the zod schema.
 * @returns the data, or the reason it failed (for the feedback of a second attempt), at most 1,000 characters.
 */
export function parseStructured<T>(content: string, schema: z.ZodType<T>): ParseResult<T> {
  const answer = stripReasoning(content);
  const candidates = [answer, stripCodeFences(answer), firstJsonValue(answer)];
  let error = 'The reply was not JSON.';
  for (const candidate of new Set(candidates)) {
    if (!candidate) continue;
    let json: unknown;
    try {
      json = JSON.parse(candidate);
    } catch {
      continue;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) return { ok: true, data: parsed.data };
    error = `The JSON did not match the schema:\n${z.prettifyError(parsed.error)}`;
  }
  return { ok: false, error: error.slice(0, 1000) };
}

const REASONING_OPEN = ['<think>', '<thinking>', '<reasoning>'];

/**
 * stripReasoning for a streamed reply: `push` each delta and show what it returns. A reply that opens with a
 * reasoning tag (after whitespace) is held back until the tag closes; any other reply passes through as it
 * comes, after at most the few characters needed to tell. `flush` at the end returns what is still held (a
 * reply too short to tell); an unclosed reasoning block shows nothing.
 */
export class ReasoningFilter {
  private held = '';
  private state: 'undecided' | 'reasoning' | 'answer' = 'undecided';
  private closeTag = '';

  /** After a reasoning block: whitespace before the answer's first character is dropped. */
  private trimLead = false;

  push(delta: string): string {
    if (this.state === 'answer') return this.trimLead ? this.lead(delta) : delta;
    this.held += delta;
    if (this.state === 'undecided') {
      const lead = this.held.trimStart().toLowerCase();
      const open = REASONING_OPEN.find((tag) => lead.startsWith(tag));
      if (!open) {
        if (REASONING_OPEN.some((tag) => tag.startsWith(lead))) return '';
        this.state = 'answer';
        return this.take(this.held);
      }
      this.state = 'reasoning';
      this.closeTag = `</${open.slice(1)}`;
    }
    const end = this.held.toLowerCase().indexOf(this.closeTag);
    if (end < 0) return '';
    this.state = 'answer';
    this.trimLead = true;
    return this.lead(this.take(this.held.slice(end + this.closeTag.length)));
  }

  private lead(text: string): string {
    const trimmed = text.trimStart();
    if (trimmed) this.trimLead = false;
    return trimmed;
  }

  flush(): string {
    return this.state === 'undecided' ? this.take(this.held) : '';
  }

  private take(text: string): string {
    this.held = '';
    return text;
  }
}
