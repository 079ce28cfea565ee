import { type LinkedinParse, linkedinParserMessages } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { parseKeys, patchParse } from '#/features/linkedin-parser/api/parses';
import {
  draftErrors,
  draftOf,
  isDraftChanged,
  type ProfileDraft,
  profileOf,
} from '#/features/linkedin-parser/utils/profile-draft';

/**
 * The editable form of a parse and its keeping (docs/product/linkedin-parser.md#editing): `flush` keeps the
 * edits (`PATCH`) when there are any and every date is 'YYYY' or 'YYYY-MM', and resolves whether the parse now
 * says what the form says (false with `error` set otherwise). Downloads and saving flush first.
 */
export function useParseDraft(parse: LinkedinParse) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(parse.profile));
  const [error, setError] = useState<string | null>(null);
  const errors = draftErrors(draft);
  const changed = isDraftChanged(draft, parse.profile);
  const patch = useMutation({
    mutationFn: (next: ProfileDraft) => patchParse(parse.id, { profile: profileOf(next) }),
    onSuccess: (kept) => {
      queryClient.setQueryData(parseKeys.detail(kept.id), kept);
      void queryClient.invalidateQueries({ queryKey: parseKeys.list() });
    },
  });
  const latest = useRef({ draft, changed, errors });
  latest.current = { draft, changed, errors };

  const flush = async (): Promise<boolean> => {
    const now = latest.current;
    if (Object.keys(now.errors).length > 0) {
      setError(linkedinParserMessages.invalidDate);
      return false;
    }
    setError(null);
    if (!now.changed) return true;
    try {
      await patch.mutateAsync(now.draft);
      return true;
    } catch (err) {
      setError((err as Error).message);
      return false;
    }
  };
  const discard = () => setDraft(draftOf(parse.profile));
  return { draft, setDraft, errors, changed, flush, discard, saving: patch.isPending, error };
}
