import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { AdminStats } from '@rw/core';
import { IconBuilding, IconChartBar, IconUserCheck, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatCount } from '#/features/admin/utils/format';

type StatCardsProps = { stats: AdminStats | undefined };

const cards: { label: string; key: keyof AdminStats; icon: ReactNode; color: string }[] = [
  { label: 'Total Users', key: 'total_users', icon: <IconUsers aria-hidden />, color: 'indigo' },
  { label: 'Active Users', key: 'active_users', icon: <IconUserCheck aria-hidden />, color: 'teal' },
  { label: 'Organizations', key: 'organizations', icon: <IconBuilding aria-hidden />, color: 'grape' },
  { label: 'API Usage', key: 'total_api_usage', icon: <IconChartBar aria-hidden />, color: 'orange' },
];

/**
 * The four stat cards (docs/product/admin.md#stat-cards); API Usage is tokens, every figure with
 * thousands separators.
 */
export function StatCards({ stats }: StatCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {cards.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="md" component="section" aria-label={card.label}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed" fw={500}>
                {card.label}
              </Text>
              {stats ? (
                <Text fz={28} fw={700} lh={1.3}>
                  {formatCount(stats[card.key])}
                </Text>
              ) : (
                <Skeleton height={30} width={80} mt={6} />
              )}
            </div>
            <ThemeIcon variant="light" color={card.color} size={42} radius="md">
              {card.icon}
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
