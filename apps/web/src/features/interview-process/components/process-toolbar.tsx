import { Badge, Button, Group, Title } from '@mantine/core';
import { IconDeviceFloppy, IconLock, IconPencil, IconSparkles } from '@tabler/icons-react';

type ProcessToolbarProps = {
  editing: boolean;
  dirty: boolean;
  saving: boolean;
  generating: boolean;
  onGenerate: () => void;
  onEdit: () => void;
  onDiscard: () => void;
  onSave: () => void;
};

/**
 * The tab's buttons (docs/product/interview-process.md#canvas): 'Generate with AI', 'Edit Process' while
 * locked, then 'Discard' and 'Save Changes' (enabled only with changes), and the 'Unsaved changes' badge.
 */
export function ProcessToolbar(props: ProcessToolbarProps) {
  const { editing, dirty, saving, generating } = props;
  return (
    <Group justify="space-between" align="center">
      <Group gap="sm">
        <Title order={2} size="h4">
          Interview process
        </Title>
        {!editing && (
          <Badge variant="outline" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
            Locked
          </Badge>
        )}
        {dirty && (
          <Badge color="orange" variant="light">
            Unsaved changes
          </Badge>
        )}
      </Group>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconSparkles size={16} aria-hidden />}
          onClick={props.onGenerate}
          disabled={generating || saving}
        >
          {generating ? 'Generating…' : 'Generate with AI'}
        </Button>
        {editing ? (
          <>
            <Button variant="default" onClick={props.onDiscard} disabled={saving || generating}>
              Discard
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={props.onSave}
              disabled={!dirty || saving || generating}
            >
              {saving ? 'Saving…' : 'Save Changes'}
            </Button>
          </>
        ) : (
          <Button
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={props.onEdit}
            disabled={generating}
          >
            Edit Process
          </Button>
        )}
      </Group>
    </Group>
  );
}
