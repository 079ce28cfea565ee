import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { type LinkedinParseSummary, linkedinParserMessages } from '@rw/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { recentParsesQueryOptions } from '#/features/linkedin-parser/api/parses';
import { formatAbsoluteTime, formatRelativeTime } from '#/lib/relative-time';

type RecentParsesProps = {
  selectedId: string | null;
  onOpen: (id: string) => void;
  onDelete: (parse: LinkedinParseSummary) => void;
};

/** The name a parse is listed under. */
export const parseTitle = (p: Pick<LinkedinParseSummary, 'name'>) => p.name?.trim() || 'Unnamed profile';

/**
 * 'Recent parses' (docs/product/linkedin-parser.md#recent-parses): the caller's latest 20, newest first, each
 * reopened by a click (or Enter) and deleted with the bin.
 */
export function RecentParses({ selectedId, onOpen, onDelete }: RecentParsesProps) {
  const recent = useQuery(recentParsesQueryOptions());
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recent-parses-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="recent-parses-title">
          Recent parses
        </Title>
        {recent.isPending ? (
          <Stack gap="xs" aria-label="Loading recent parses">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} height={44} radius="sm" />
            ))}
          </Stack>
        ) : recent.isError ? (
          <Alert color="red" variant="light" title="Failed to load recent parses">
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void recent.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : recent.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {linkedinParserMessages.noParses}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {recent.data.map((parse) => (
              <Group
                key={parse.id}
                component="li"
                gap="xs"
                wrap="nowrap"
                px="xs"
                py={6}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: parse.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <UnstyledButton
                  onClick={() => onOpen(parse.id)}
                  aria-current={parse.id === selectedId ? 'true' : undefined}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  <Text size="sm" fw={600} truncate>
                    {parseTitle(parse)}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <Text size="xs" c="dimmed" truncate style={{ flex: 1, minWidth: 0 }}>
                      {parse.headline ||
                        (parse.input === 'text' ? 'Pasted text' : `${parse.input.toUpperCase()} file`)}
                    </Text>
                    <Text
                      size="xs"
                      c="dimmed"
                      title={formatAbsoluteTime(parse.created_at)}
                      style={{ flexShrink: 0 }}
                    >
                      {formatRelativeTime(parse.created_at)}
                    </Text>
                  </Group>
                </UnstyledButton>
                {parse.via === 'extension' && (
                  <Badge size="xs" variant="light" color="grape">
                    Extension
                  </Badge>
                )}
                {parse.candidate_id && (
                  <Badge size="xs" variant="light" color="teal">
                    Saved
                  </Badge>
                )}
                <Tooltip label="Delete">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Delete the parse of ${parseTitle(parse)}`}
                    onClick={() => onDelete(parse)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
