import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { cvSorterMessages, SEARCH_NAME_MAX } from '@rw/core';
import { type FormEvent, useEffect, useState } from 'react';
import { searchNameError } from '#/features/cv-sorter/utils/page-rules';

type SaveSearchModalProps = {
  opened: boolean;
  /** The name it opens with: the search's own when it was saved before, else the job title. */
  initialName: string;
  saving: boolean;
  /** The server's refusal, shown under the field. */
  serverError: string | null;
  onClose: () => void;
  onSave: (name: string) => void;
};

/**
 * 'Save Search' (docs/product/cv-sorter.md#saved-searches): a 'Search Name'; an empty one says 'Please enter a
 * name for this search.'.
 */
export function SaveSearchModal(props: SaveSearchModalProps) {
  const [name, setName] = useState(props.initialName);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (props.opened) {
      setName(props.initialName);
      setError(null);
    }
  }, [props.opened, props.initialName]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = searchNameError(name);
    setError(found);
    if (!found) props.onSave(name.trim());
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={cvSorterMessages.saveSearch}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={cvSorterMessages.searchName}
            data-autofocus
            value={name}
            maxLength={SEARCH_NAME_MAX}
            error={error ?? props.serverError}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={props.saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
