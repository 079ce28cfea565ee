import type { cvSorterCriteria, TrainerCandidate, TrainerState } from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { trainerKeys } from '#/features/data-trainer/api/keys';
import { saveScores } from '#/features/data-trainer/api/save-scores';
import {
  defaultScores,
  dirtyIds,
  type ScoreDraft,
  type ScoreInput,
  scoresOfDraft,
} from '#/features/data-trainer/utils/trainer-rules';

/** What saving one candidate's scores came to: saved, or the server's message. */
export type SaveOutcome = { ok: true } | { ok: false; message: string };

/**
 * The hand scores being typed (docs/product/data-trainer.md#hand-scores): a draft per candidate, kept while
 * the page is open (across pages of the list), saved one candidate at a time ('Save Scores') or all at once
 * (before training, or when leaving the page). A saved candidate's draft is dropped and the cached state takes
 * the server's answer (who scored, when).
 */
export function useScoreDrafts(candidates: readonly TrainerCandidate[]) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<string, ScoreDraft>>({});
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const latest = useRef(drafts);
  latest.current = drafts;

  const draftOf = (c: TrainerCandidate): ScoreDraft => drafts[c.id] ?? c.scores ?? defaultScores();

  const change = (c: TrainerCandidate, criterion: (typeof cvSorterCriteria)[number], value: ScoreInput) =>
    setDrafts((all) => ({
      ...all,
      [c.id]: { ...(all[c.id] ?? c.scores ?? defaultScores()), [criterion]: value },
    }));

  const save = useCallback(
    async (c: TrainerCandidate): Promise<SaveOutcome> => {
      const draft = latest.current[c.id] ?? c.scores ?? defaultScores();
      const scores = scoresOfDraft(draft);
      if (!scores) return { ok: false, message: 'Enter a score from 0 to 10 for every criterion.' };
      setSaving((s) => new Set(s).add(c.id));
      try {
        const saved = await saveScores(c.id, scores);
        queryClient.setQueryData<TrainerState>(trainerKeys.state(), (data) =>
          data ? { ...data, candidates: data.candidates.map((x) => (x.id === saved.id ? saved : x)) } : data,
        );
        setDrafts(({ [c.id]: _, ...rest }) => rest);
        setErrors(({ [c.id]: _, ...rest }) => rest);
        return { ok: true };
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        setErrors((all) => ({ ...all, [c.id]: message }));
        return { ok: false, message };
      } finally {
        setSaving((s) => {
          const next = new Set(s);
          next.delete(c.id);
          return next;
        });
      }
    },
    [queryClient],
  );

  const dirty = dirtyIds(candidates, drafts);

  /** Saves every unsaved draft. @returns false when one could not be saved (its card says why). */
  const saveAll = async (): Promise<boolean> => {
    let ok = true;
    for (const id of dirtyIds(candidates, latest.current)) {
      const c = candidates.find((x) => x.id === id);
      if (c && !(await save(c)).ok) ok = false;
    }
    return ok;
  };

  return {
    draftOf,
    change,
    save,
    saveAll,
    dirty,
    isDirty: (id: string) => dirty.includes(id),
    isSaving: (id: string) => saving.has(id),
    errorOf: (id: string) => errors[id] ?? null,
    /** Drops every draft (after 'Clear Data', a new upload, or leaving without saving). */
    discard: () => {
      setDrafts({});
      setErrors({});
    },
  };
}
