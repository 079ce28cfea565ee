import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  cvSorterMessages,
  ELIMINATE_THRESHOLD_DEFAULT,
  ELIMINATE_THRESHOLD_MAX,
  ELIMINATE_THRESHOLD_MIN,
  ELIMINATE_THRESHOLD_STEP,
} from '@rw/core';
import { type FormEvent, useEffect, useState } from 'react';
import { thresholdError } from '#/features/cv-sorter/utils/page-rules';

type EliminateByScoreModalProps = {
  opened: boolean;
  working: boolean;
  onClose: () => void;
  onEliminate: (threshold: number) => void;
};

/**
 * 'Eliminate by Score' (docs/product/cv-sorter.md#triage): a 'Score Threshold' from 0 to 10 in steps of 0.1
 * (7 by default); every scored candidate below it moves to Eliminated, the others keep their category, and
 * Undo puts them back.
 */
export function EliminateByScoreModal({ opened, working, onClose, onEliminate }: EliminateByScoreModalProps) {
  const [value, setValue] = useState<number | string>(ELIMINATE_THRESHOLD_DEFAULT);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setValue(ELIMINATE_THRESHOLD_DEFAULT);
      setError(null);
    }
  }, [opened]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = thresholdError(value);
    setError(found);
    if (!found) onEliminate(Number(value));
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={cvSorterMessages.eliminateByScore}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Every scored candidate below the threshold moves to Eliminated. Failed and unscored candidates
            stay where they are; Undo puts them back.
          </Text>
          <NumberInput
            label={cvSorterMessages.scoreThreshold}
            data-autofocus
            min={ELIMINATE_THRESHOLD_MIN}
            max={ELIMINATE_THRESHOLD_MAX}
            step={ELIMINATE_THRESHOLD_STEP}
            decimalScale={1}
            clampBehavior="none"
            value={value}
            error={error}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={working}>
              Eliminate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
