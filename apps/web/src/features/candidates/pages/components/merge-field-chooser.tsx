import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type Candidate,
  type CandidateMergeField,
  candidateMergeFieldLabels,
  candidateMergeFields,
  type MergeSide,
} from '@rw/core';
import { mergeFieldValue, sameMergeValue } from '#/features/candidates/pages/utils/merge-fields';

type MergeFieldChooserProps = {
  survivor: Candidate;
  duplicate: Candidate;
  survivorName: string;
  duplicateName: string;
  jobTitles: ReadonlyMap<string, string>;
  choice: Record<CandidateMergeField, MergeSide>;
  onChoose: (field: CandidateMergeField, side: MergeSide) => void;
};

function ValueCard({ value, side }: { value: string | null; side: MergeSide }) {
  return (
    <Radio.Card value={side} p="xs" radius="sm" h="100%" w="100%">
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <Radio.Indicator mt={2} />
        <Text size="sm" c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {value ?? 'Not provided'}
        </Text>
      </Group>
    </Radio.Card>
  );
}

/**
 * The side-by-side chooser of 'Merge with…' (docs/product/candidates.md#merge): one radio group per field,
 * this candidate's value on the left and the duplicate's on the right. A field both hold alike is shown once,
 * with nothing to choose; one neither holds is left out.
 */
export function MergeFieldChooser(props: MergeFieldChooserProps) {
  const { survivor, duplicate, jobTitles, choice, onChoose } = props;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs" pl={140}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" truncate>
          This candidate · {props.survivorName}
        </Text>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" truncate>
          Duplicate · {props.duplicateName}
        </Text>
      </SimpleGrid>
      {candidateMergeFields.map((field) => {
        const label = candidateMergeFieldLabels[field];
        const mine = mergeFieldValue(field, survivor, jobTitles);
        const theirs = mergeFieldValue(field, duplicate, jobTitles);
        if (mine === null && theirs === null) return null;
        if (sameMergeValue(field, survivor, duplicate)) {
          return (
            <Group key={field} wrap="nowrap" align="flex-start" gap={0}>
              <Text size="sm" fw={600} w={140} style={{ flex: 'none' }}>
                {label}
              </Text>
              <Text size="sm" c={mine ? undefined : 'dimmed'} px="xs" style={{ overflowWrap: 'anywhere' }}>
                {mine ?? 'Not provided'}{' '}
                <Text span size="xs" c="dimmed">
                  (the same on both)
                </Text>
              </Text>
            </Group>
          );
        }
        return (
          <Radio.Group
            key={field}
            value={choice[field]}
            onChange={(side) => onChoose(field, side as MergeSide)}
            label={label}
            styles={{
              root: { display: 'grid', gridTemplateColumns: '140px minmax(0, 1fr)', alignItems: 'start' },
              label: { fontWeight: 600, paddingTop: 6 },
            }}
          >
            <SimpleGrid cols={2} spacing="xs">
              <ValueCard side="survivor" value={mine} />
              <ValueCard side="duplicate" value={theirs} />
            </SimpleGrid>
          </Radio.Group>
        );
      })}
    </Stack>
  );
}
