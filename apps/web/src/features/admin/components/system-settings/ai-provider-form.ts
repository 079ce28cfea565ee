import { type AiProviderSettings, type AiProviderUpdateInput, type AiTaskKind, aiTaskKinds } from '@rw/core';

/** The AI provider form as typed: text for every field (numbers parsed on save). */
export type AiProviderDraft = {
  base_url: string;
  api_key: string;
  model: string;
  task_models: Record<AiTaskKind, string>;
  /** A NumberInput's value: a number, or the text typed when it is not one yet ('' when empty). */
  rpm_limit: number | string;
  tpm_limit: number | string;
};

/** The form's starting values from the saved settings (the key is never shown: it starts blank). */
export function draftOf(s: AiProviderSettings): AiProviderDraft {
  return {
    base_url: s.base_url ?? '',
    api_key: '',
    model: s.model ?? '',
    task_models: Object.fromEntries(aiTaskKinds.map((k) => [k, s.task_models[k] ?? ''])) as Record<
      AiTaskKind,
      string
    >,
    rpm_limit: s.rpm_limit,
    tpm_limit: s.tpm_limit,
  };
}

/** Whether the form differs from the saved settings. */
export function isDirty(draft: AiProviderDraft, saved: AiProviderSettings): boolean {
  return (
    JSON.stringify({ ...draft, api_key: '' }) !== JSON.stringify(draftOf(saved)) ||
    draft.api_key.trim() !== ''
  );
}

const numberOf = (v: number | string) => (typeof v === 'number' ? v : undefined);

/** The request body of the form: every field (an empty limit keeps the saved one), the key only when typed. */
export function bodyOf(draft: AiProviderDraft): AiProviderUpdateInput {
  return {
    base_url: draft.base_url,
    model: draft.model,
    task_models: draft.task_models,
    rpm_limit: numberOf(draft.rpm_limit),
    tpm_limit: numberOf(draft.tpm_limit),
    ...(draft.api_key.trim() ? { api_key: draft.api_key } : {}),
  };
}
