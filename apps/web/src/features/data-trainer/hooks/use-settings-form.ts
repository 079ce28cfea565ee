import type { TrainerSettings, TrainerState } from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { trainerKeys } from '#/features/data-trainer/api/keys';
import { saveSettings } from '#/features/data-trainer/api/save-settings';

function same(a: TrainerSettings, b: TrainerSettings): boolean {
  return (
    a.jobTitle.trim() === b.jobTitle.trim() &&
    a.roleSummary.trim() === b.roleSummary.trim() &&
    a.metric === b.metric &&
    a.improvementThreshold === b.improvementThreshold
  );
}

/**
 * 'Job Information' and 'Training Settings' as typed (docs/product/data-trainer.md#training), taken from the
 * server once it answers. They are saved when a field is left, a choice is made or training starts; a change
 * not saved yet makes the page ask before it is left.
 */
export function useSettingsForm(saved: TrainerSettings | undefined) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<TrainerSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(form);
  latest.current = form;

  useEffect(() => {
    if (saved && latest.current === null) setForm(saved);
  }, [saved]);

  const dirty = Boolean(form && saved && !same(form, saved));

  /** Saves the form when it differs from the server's. @returns false when the save failed. */
  const save = async (next: TrainerSettings | null = latest.current): Promise<boolean> => {
    const current = queryClient.getQueryData<TrainerState>(trainerKeys.state())?.settings;
    if (!next || (current && same(next, current))) return true;
    try {
      const answer = await saveSettings({
        ...next,
        jobTitle: next.jobTitle.trim(),
        roleSummary: next.roleSummary.trim(),
      });
      setError(null);
      queryClient.setQueryData<TrainerState>(trainerKeys.state(), (data) =>
        data ? { ...data, settings: answer } : data,
      );
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    }
  };

  /** Changes fields; `commit` saves at once (a select or the slider let go), else on leaving the field. */
  const change = (patch: Partial<TrainerSettings>, commit = false) => {
    if (!latest.current) return;
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setForm(next);
    if (commit) void save(next);
  };

  return {
    form,
    change,
    save: () => save(),
    dirty,
    error,
    discard: () => {
      if (saved) setForm(saved);
    },
  };
}
