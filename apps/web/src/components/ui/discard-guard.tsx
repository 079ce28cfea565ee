import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';

/** The question asked before typed work in a modal is dropped (packages/core `unsaved-work.ts`). */
export type DiscardQuestion = { title: string; message: string; confirm: string };

/**
 * The close guard of a modal form (docs/product/companies.md#editing,
 * docs/product/interview-process.md#stage-details): `requestClose` (Escape, a click outside, the close button)
 * closes at once while the form says it is clean (`setDirty(false)`), and otherwise shows `dialog`, which asks
 * `question` with Cancel / the confirm button. `close` closes without asking (the form's own Cancel, a save).
 * Render the modal and `dialog` inside one `Modal.Stack`, the modal with `stackId` `${stackId}` and the dialog
 * above it, so the Escape that asks does not also answer.
 */
export function useDiscardGuard(opts: { stackId: string; question: DiscardQuestion; onClose: () => void }) {
  const { stackId, question, onClose } = opts;
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    dirty.current = false;
    setAsking(false);
    onClose();
  };
  const requestClose = () => (dirty.current ? setAsking(true) : close());
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const dialog = (
    <ConfirmDialog
      stackId={`${stackId}-discard`}
      title={question.title}
      message={asking ? question.message : null}
      confirmLabel={question.confirm}
      onConfirm={close}
      onCancel={() => setAsking(false)}
    />
  );
  return { close, requestClose, setDirty, dialog };
}
