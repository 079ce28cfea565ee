import '@mantine/charts/styles.css';
import { Box, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

type ChartFigureProps = {
  title: string;
  description?: string;
  /** The chart's figures as a table: headers, then one row per point. */
  table: { columns: string[]; rows: (string | number)[][] };
  /** Right of the title (a switch, a legend). */
  actions?: ReactNode;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: ReactNode;
  children: ReactNode;
};

/**
 * A chart with its table (docs/product/analytics.md#charts): the drawing is hidden from screen readers,
 * which read the same figures as a table, named after the chart.
 */
export function ChartFigure({ title, description, table, actions, empty, children }: ChartFigureProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Box style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          {actions}
        </Box>
        {empty ?? <div aria-hidden>{children}</div>}
        <VisuallyHidden>
          <Table aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row) => (
                <Table.Tr key={String(row[0])}>
                  {row.map((cell, i) => (
                    <Table.Td key={table.columns[i]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
