import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconListSearch, IconPlus, IconTrash } from '@tabler/icons-react';

type RoleBuilderHeaderProps = {
  jobTitle: string | null;
  companyName: string | null;
  onSelectJob: () => void;
  onNewJob: () => void;
  onImport: () => void;
  onDeleteJob: (() => void) | null;
};

/** The header (docs/product/role-builder.md#page): the selected job, Select Job, New Job, Import, Delete Job. */
export function RoleBuilderHeader(props: RoleBuilderHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={2}>
        <Group gap="xs">
          <Title order={1}>Role Builder</Title>
          <Badge variant="light">Beta</Badge>
        </Group>
        <Text c="dimmed" data-testid="selected-job">
          {props.jobTitle
            ? `${props.jobTitle}${props.companyName ? ` · ${props.companyName}` : ''}`
            : 'No job selected'}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconListSearch size={16} aria-hidden />}
          onClick={props.onSelectJob}
        >
          Select Job
        </Button>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onNewJob}>
          New Job
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconFileImport size={16} aria-hidden />}
          onClick={props.onImport}
        >
          Import
        </Button>
        {props.onDeleteJob && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={props.onDeleteJob}
          >
            Delete Job
          </Button>
        )}
      </Group>
    </Group>
  );
}
