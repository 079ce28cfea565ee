import {
  type GenerateRoleCriteria,
  parseDescriptionText,
  type RoleCriterion,
  type RoleDescriptionResult,
  type RoleForm,
  roleBuilderMessages,
  rubricFromBands,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { runAiTask, streamAiText } from '#src/platform/ai/ai.service.js';
import { aiDeadline, aiFailure } from '#src/platform/ai/ai-errors.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { roleCriteriaPrompt } from '#src/platform/ai/prompts/role-criteria.prompt.js';
import { roleDescriptionPrompt } from '#src/platform/ai/prompts/role-description.prompt.js';
import type { Caller } from '#src/plugins/auth.js';
import { findRoleCompany } from './role-builder.queries.js';

/** The `api_usage.service` of the Role Builder's calls. */
export const ROLE_BUILDER_SERVICE = 'role-builder';
/** Overall deadline of one generation (docs/product/role-builder.md#limits). */
export const ROLE_GENERATION_TIMEOUT_MS = 120_000;

type AiOpts = { db: Db; ai: AiRuntime; caller: Caller; signal?: AbortSignal; timeoutMs?: number };

function signalOf(opts: AiOpts): AbortSignal {
  const deadline = aiDeadline(opts.timeoutMs ?? ROLE_GENERATION_TIMEOUT_MS);
  return opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
}

/**
 * What a failed generation answers (docs/product/role-builder.md#messages): an AI-layer failure as it is
 * (its message and `details.detail`, which the page shows under its own message); anything else a 500 with
 * 'Failed to generate the job description. Please try again.' (details stay in the log).
 */
export function toRoleAiError(err: unknown): AppError {
  return err instanceof AppError ? err : new AppError('INTERNAL', roleBuilderMessages.descriptionFailed);
}

/**
 * Writes the job description with a real model call through the AI layer, streamed
 * (docs/product/role-builder.md#generated-job-description): the company (of the caller's organisation) gives
 * its name, tone of voice and benefits; the form gives the title, the company description and the answers.
 * Yields each piece of text as it is written; the whole text is then read into the jobs area's structure.
 * @returns (generator return value) the description and its text.
 * @throws AppError VALIDATION 'Please fill in the job title and company name' for a company not of the
 *   organisation (before anything is sent); the AI layer's failures; UNAVAILABLE 'The model did not return
 *   a readable job description. Please try again.' when the text has no mission or lists.
 */
export async function* streamRoleDescription(
  opts: AiOpts & { form: RoleForm },
): AsyncGenerator<string, RoleDescriptionResult> {
  const { db, caller, form } = opts;
  const company = await findRoleCompany(db, caller.domain, form.company_id);
  if (!company) throw new AppError('VALIDATION', roleBuilderMessages.titleAndCompanyRequired);
  const input = {
    title: form.title,
    companyName: company.name,
    companyDescription: form.company_description,
    toneOfVoice: company.toneOfVoice,
    companyBenefits: company.benefits,
    answers: form.answers,
  };
  const text = yield* streamAiText({
    db,
    ai: opts.ai,
    user: caller,
    task: roleDescriptionPrompt.task,
    service: ROLE_BUILDER_SERVICE,
    messages: [
      { role: 'system', content: roleDescriptionPrompt.system },
      { role: 'user', content: roleDescriptionPrompt.buildUser(input) },
    ],
    model: roleDescriptionPrompt.model,
    temperature: roleDescriptionPrompt.temperature,
    maxTokens: roleDescriptionPrompt.maxTokens,
    signal: signalOf(opts),
  });
  const description = parseDescriptionText(text);
  if (!description) {
    throw new AppError(
      'UNAVAILABLE',
      roleBuilderMessages.descriptionUnreadable,
      aiFailure('invalid_output').details,
    );
  }
  return { description, text: text.trim() };
}

/** The description in one piece (`Accept: application/json`). @throws as `streamRoleDescription`. */
export async function generateRoleDescription(
  opts: AiOpts & { form: RoleForm },
): Promise<RoleDescriptionResult> {
  const events = streamRoleDescription(opts);
  for (;;) {
    const next = await events.next();
    if (next.done) return next.value;
  }
}

/**
 * 3-5 assessment criteria for a role (docs/product/role-builder.md#assessment-criteria), a real structured
 * model call: each criterion's band descriptions are put on the rubric bands 0-20 … 81-100. Not saved.
 * @throws AppError VALIDATION 'Please fill in the job title and company name' for a company not of the
 *   organisation; the AI layer's failures.
 */
export async function generateRoleCriteria(
  opts: AiOpts & { body: GenerateRoleCriteria },
): Promise<{ criteria: RoleCriterion[] }> {
  const { db, caller, body } = opts;
  let companyName: string | null = null;
  if (body.company_id) {
    const company = await findRoleCompany(db, caller.domain, body.company_id);
    if (!company) throw new AppError('VALIDATION', roleBuilderMessages.titleAndCompanyRequired);
    companyName = company.name;
  }
  const out = await runAiTask({
    db,
    ai: opts.ai,
    user: caller,
    service: ROLE_BUILDER_SERVICE,
    prompt: roleCriteriaPrompt,
    input: { title: body.title, companyName, description: body.description },
    signal: signalOf(opts),
  });
  return {
    criteria: out.criteria.map((c) => ({
      title: c.title,
      description: c.description,
      evidence: c.evidence,
      rubric: rubricFromBands(c.bands),
    })),
  };
}
