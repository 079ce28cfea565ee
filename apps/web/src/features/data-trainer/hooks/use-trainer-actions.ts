import { type TrainerState, trainerMessages } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeCompanies } from '#/features/data-trainer/api/describe-companies';
import { trainerKeys } from '#/features/data-trainer/api/keys';
import { adoptRun, restoreBuiltIn, restoreVersion, startRun } from '#/features/data-trainer/api/runs';
import { clearSet, uploadSet } from '#/features/data-trainer/api/upload-set';
import { uploadErrorMessage } from '#/features/data-trainer/utils/trainer-rules';
import { useActionFeedback } from '#/lib/action-feedback';

/**
 * The Data Trainer's server actions (docs/product/data-trainer.md): upload and 'Clear Data', describing the
 * companies, 'Start Training', 'Adopt' and restoring a version or the built-in instructions. Each success
 * updates or reads again the screen's state; each failure keeps the server's message for the panel it
 * belongs to.
 */
export function useTrainerActions() {
  const queryClient = useQueryClient();
  const key = trainerKeys.state();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trainerKeys.all });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [lastUpload, setLastUpload] = useState<{ loaded: number; dropped: number } | null>(null);
  const [trainingError, setTrainingError] = useState<string | null>(null);
  const companiesFeedback = useActionFeedback();
  const runFeedback = useActionFeedback();
  const versionsFeedback = useActionFeedback();

  const upload = useMutation({
    mutationFn: (file: File) => uploadSet({ file, fileName: file.name }),
    onMutate: () => setUploadError(null),
    onSuccess: (answer) => {
      setLastUpload({ loaded: answer.loaded, dropped: answer.dropped });
      setTrainingError(null);
      return refresh();
    },
    onError: (e) => setUploadError(uploadErrorMessage(e)),
  });
  const clear = useMutation({
    mutationFn: clearSet,
    onSuccess: () => {
      setLastUpload(null);
      setUploadError(null);
      setTrainingError(null);
      return refresh();
    },
    onError: (e) => setUploadError(e.message),
  });
  const describe = useMutation({
    mutationFn: describeCompanies,
    onSuccess: (describing) => {
      queryClient.setQueryData<TrainerState>(key, (d) => (d ? { ...d, describing } : d));
      companiesFeedback.clear();
    },
    onError: (e) => companiesFeedback.show('error', e.message),
  });
  const start = useMutation({
    mutationFn: startRun,
    onMutate: () => setTrainingError(null),
    onSuccess: (run) => queryClient.setQueryData<TrainerState>(key, (d) => (d ? { ...d, run } : d)),
    onError: (e) => setTrainingError(e.message),
  });
  const adopt = useMutation({
    mutationFn: adoptRun,
    onSuccess: () => {
      runFeedback.show('success', trainerMessages.adopted);
      return refresh();
    },
    onError: (e) => runFeedback.show('error', e.message),
  });
  const restore = useMutation({
    mutationFn: async (version: number | null) => {
      if (version === null) await restoreBuiltIn();
      else await restoreVersion(version);
    },
    onSuccess: (_, version) => {
      versionsFeedback.show(
        'success',
        version === null ? trainerMessages.builtInRestored : trainerMessages.restored,
      );
      return refresh();
    },
    onError: (e) => versionsFeedback.show('error', e.message),
  });

  return {
    upload,
    uploadError,
    setUploadError,
    lastUpload,
    clear,
    describe,
    companiesFeedback: companiesFeedback.feedback,
    start,
    trainingError,
    setTrainingError,
    adopt,
    runFeedback: runFeedback.feedback,
    restore,
    versionsFeedback: versionsFeedback.feedback,
  };
}
