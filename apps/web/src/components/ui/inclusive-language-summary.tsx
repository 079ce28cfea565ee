import { Alert, Badge, Group, List, Text } from '@mantine/core';
import { checkInclusiveLanguage, inclusiveLanguageAdvice, inclusiveLanguageSummary } from '@rw/core';
import { useMemo } from 'react';

type InclusiveLanguageSummaryProps = {
  /** The text checked (a description's mission and items, one per line). */
  text: string;
  /** Also list each coded word with its alternatives (where the text itself is not highlighted). */
  listWords?: boolean;
};

/**
 * The advisory inclusive-language check of a text (docs/product/role-builder.md#inclusive-language): the
 * count of masculine- and feminine-coded words (Gaucher, Friesen & Kay, 2011), advice when one kind
 * outnumbers the other, and optionally each word with its neutral alternatives. It never blocks anything.
 */
export function InclusiveLanguageSummary({ text, listWords = false }: InclusiveLanguageSummaryProps) {
  const report = useMemo(() => checkInclusiveLanguage(text), [text]);
  const words = useMemo(() => {
    const seen = new Map<string, (typeof report.matches)[number]>();
    for (const m of report.matches) if (!seen.has(m.word.toLowerCase())) seen.set(m.word.toLowerCase(), m);
    return [...seen.values()];
  }, [report]);
  return (
    <Alert
      variant="light"
      color={report.verdict === 'neutral' ? 'gray' : 'yellow'}
      title="Inclusive language"
      role="status"
      aria-label="Inclusive language"
    >
      <Group gap="xs">
        <Text size="sm">{inclusiveLanguageSummary(report)}</Text>
        <Badge color="blue" variant="light">
          {report.masculine} masculine
        </Badge>
        <Badge color="pink" variant="light">
          {report.feminine} feminine
        </Badge>
      </Group>
      {report.verdict !== 'neutral' && (
        <Text size="sm" mt={4}>
          {inclusiveLanguageAdvice[report.verdict]}
        </Text>
      )}
      {listWords && words.length > 0 && (
        <List size="sm" mt="xs" spacing={2}>
          {words.map((m) => (
            <List.Item key={m.word.toLowerCase()}>
              <Text span fw={600} c={m.coding === 'masculine' ? 'blue' : 'pink'} size="sm">
                {m.word}
              </Text>{' '}
              ({m.coding}-coded){m.suggestions.length > 0 ? `: try ${m.suggestions.join(', ')}` : ''}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="xs" mt={4}>
        Word lists of Gaucher, Friesen &amp; Kay (2011). Advisory: it never blocks saving.
      </Text>
    </Alert>
  );
}
