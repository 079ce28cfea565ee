import { SAVED_INDICATOR_MS } from '@rw/core';
import { useEffect, useState } from 'react';
import { useUpdateJob } from '#/features/jobs/api/update-job';
import type { JobEditor } from '#/features/jobs/hooks/use-job-editor';
import { toJobPatch } from '#/features/jobs/utils/job-form';
import { saveChangesErrorMessage } from '#/features/jobs/utils/job-messages';

export type Banner = { kind: 'success' | 'error'; text: string } | null;

export type SaveChanges = {
  save: () => Promise<boolean>;
  saving: boolean;
  /** The green 'Changes saved' banner or the red error banner (docs/product/jobs.md#job-detail). */
  banner: Banner;
  setBanner: (banner: Banner) => void;
  /** The 'Saved' indicator, on for 2 s after a save. */
  justSaved: boolean;
};

/** Save Changes of the detail screen: PATCH the changed fields, then the banners and the 'Saved' indicator. */
export function useSaveChanges(jobId: string, editor: JobEditor): SaveChanges {
  const update = useUpdateJob();
  const [banner, setBanner] = useState<Banner>(null);
  const [justSaved, setJustSaved] = useState(false);

  useEffect(() => {
    if (!justSaved) return;
    const timer = setTimeout(() => setJustSaved(false), SAVED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [justSaved]);

  const save = async () => {
    if (!editor.form || !editor.dirty) return true;
    setBanner(null);
    const keys = editor.changed;
    try {
      const saved = await update.mutateAsync({ id: jobId, body: toJobPatch(editor.form, keys) });
      // The saved fields take the server's normalised values (trimmed text, deduplicated skills).
      editor.applyServer(saved, keys);
      setBanner({ kind: 'success', text: 'Changes saved' });
      setJustSaved(true);
      return true;
    } catch (error) {
      setBanner({ kind: 'error', text: saveChangesErrorMessage(error) });
      return false;
    }
  };

  return { save, saving: update.isPending, banner, setBanner, justSaved };
}
