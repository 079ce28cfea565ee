import { Button, Group, Modal, Text } from '@mantine/core';
import { unsavedChangesMessages as m } from '@rw/core';
import { type ShouldBlockFn, useBlocker } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';

/** An editor of the page whose edits must not be lost silently. */
export type UnsavedEditor = {
  /** Whether it holds edits that are not saved. */
  dirty: boolean;
  /** Saves its edits; resolves false when the save failed (the editor shows why). */
  save: () => Promise<boolean>;
  /** Drops its edits. */
  discard: () => void;
};

type UnsavedChangesGuardProps = {
  /** Every editor of the page: one guard asks once for all of them. */
  editors: readonly UnsavedEditor[];
};

/**
 * The one navigation blocker of a page with editors (docs/product/jobs.md#unsaved-changes). While any editor
 * is dirty, leaving the page by any route change (a sidebar or launcher link, the browser's back and forward
 * buttons, a Back button that navigates) asks 'You have unsaved changes. Save before leaving?' with Cancel,
 * Leave without saving and Save and leave (which saves every dirty editor, and stays when a save fails);
 * closing or reloading the browser page asks the browser's own question. A navigation that keeps the path
 * (the page's own tabs, kept in the search params) keeps the page and its drafts, so it is not asked.
 * Built on TanStack Router's `useBlocker` (`withResolver`: the dialog answers with `proceed` / `reset`).
 */
export function UnsavedChangesGuard({ editors }: UnsavedChangesGuardProps) {
  const latest = useRef(editors);
  latest.current = editors;
  const dirty = editors.some((e) => e.dirty);
  const [saving, setSaving] = useState(false);

  const shouldBlockFn = useCallback<ShouldBlockFn>(
    ({ current, next }) => current.pathname !== next.pathname && latest.current.some((e) => e.dirty),
    [],
  );
  const enableBeforeUnload = useCallback(() => latest.current.some((e) => e.dirty), []);
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, disabled: !dirty, withResolver: true });

  const handleSave = async () => {
    setSaving(true);
    try {
      for (const editor of latest.current.filter((e) => e.dirty)) {
        if (!(await editor.save())) {
          blocker.reset?.();
          return;
        }
      }
      blocker.proceed?.();
    } finally {
      setSaving(false);
    }
  };
  const handleDiscard = () => {
    for (const editor of latest.current) if (editor.dirty) editor.discard();
    blocker.proceed?.();
  };

  return (
    <UnsavedChangesDialog
      opened={blocker.status === 'blocked'}
      saving={saving}
      onSave={() => void handleSave()}
      onDiscard={handleDiscard}
      onCancel={() => blocker.reset?.()}
    />
  );
}

type UnsavedChangesDialogProps = {
  opened: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
};

/** 'Unsaved changes': the question, Cancel, Leave without saving, Save and leave (focused). */
function UnsavedChangesDialog({ opened, saving, onSave, onDiscard, onCancel }: UnsavedChangesDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => !saving && onCancel()}
      title={m.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <Text>{m.question}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {m.cancel}
        </Button>
        <Button variant="light" color="red" onClick={onDiscard} disabled={saving}>
          {m.discard}
        </Button>
        <Button onClick={onSave} loading={saving} data-autofocus>
          {m.save}
        </Button>
      </Group>
    </Modal>
  );
}
