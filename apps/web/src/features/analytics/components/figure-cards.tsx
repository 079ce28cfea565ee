import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

export type FigureCard = { label: string; value: string | undefined; hint?: string };

/**
 * A row of figures (each card a named region: its label, its value, a line under it). Up to four share a row
 * from the md breakpoint; five or more take three a row until xl, so a value such as '12 d / 30 d' keeps to
 * one line beside the sidebar at 1280 px.
 */
export function FigureCards({ cards }: { cards: FigureCard[] }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: cards.length <= 4 ? cards.length : 3, xl: cards.length }}
      spacing="md"
    >
      {cards.map((card) => (
        <Paper key={card.label} withBorder radius="md" p="md" component="section" aria-label={card.label}>
          <Text size="sm" c="dimmed" fw={500}>
            {card.label}
          </Text>
          {card.value === undefined ? (
            <Skeleton height={30} width={90} mt={6} />
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {card.value}
            </Text>
          )}
          {card.hint && (
            <Text size="xs" c="dimmed">
              {card.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
