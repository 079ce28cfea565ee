import { Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Node, NodeProps } from '@xyflow/react';
import type { LayerHeaderData } from '#/features/interview-process/utils/canvas-layout';
import { LAYOUT } from '#/features/interview-process/utils/canvas-layout';

export type LayerHeaderNode = Node<LayerHeaderData, 'layer'>;

/** A column's header: the layer title, what the stage is for, and a lock on fixed layers. */
export function LayerHeaderNodeView({ data }: NodeProps<LayerHeaderNode>) {
  return (
    <Stack gap={0} w={LAYOUT.columnWidth} h={LAYOUT.headerHeight - 12} justify="center" px={4}>
      <Group gap={6} wrap="nowrap">
        <Text fw={700} size="sm" tt="uppercase" c={data.fixed ? 'dimmed' : 'blue'} lineClamp={1}>
          {data.title}
        </Text>
        {data.fixed && <IconLock size={14} aria-label="Fixed stage" color="var(--mantine-color-dimmed)" />}
      </Group>
      <Text size="xs" c="dimmed">
        {data.caption}
      </Text>
    </Stack>
  );
}
