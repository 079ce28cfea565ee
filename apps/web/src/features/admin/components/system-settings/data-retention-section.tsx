import { Alert, Button, Group, NumberInput, Text } from '@mantine/core';
import {
  systemSettingsMessages as m,
  RETENTION_MAX_MONTHS,
  RETENTION_MIN_MONTHS,
  type RetentionErasure,
  type RetentionPreview,
} from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import { previewRetention, useEraseInactive } from '#/features/admin/api/system-settings';
import { SettingsSection } from './settings-section';

const count = (n: number) => n.toLocaleString('en-US');

/** What the erasure did: erased now, or running on the job queue. */
function ErasureResult({ result }: { result: RetentionErasure }) {
  return (
    <Alert color="teal" title={m.retentionStarted} role="status">
      {result.status === 'done'
        ? `Erased ${count(result.erased)} of ${count(result.count)} candidates.`
        : `Erasing ${count(result.count)} candidates in the background; the audit log shows how far it got.`}
    </Alert>
  );
}

/**
 * Data retention (docs/product/admin.md#data-retention): the dry run counts the candidates with no activity
 * for N months; the erasure, after a confirmation, erases exactly that many and is audited.
 */
export function DataRetentionSection() {
  const [months, setMonths] = useState<number | string>(24);
  const [confirming, setConfirming] = useState(false);
  const dryRun = useMutation({ mutationFn: previewRetention });
  const erase = useEraseInactive();
  const preview: RetentionPreview | undefined = dryRun.data;
  const current = preview && preview.months === months ? preview : undefined;

  const handleDryRun = () => {
    if (typeof months !== 'number') return;
    erase.reset();
    dryRun.mutate(months);
  };
  const handleErase = async () => {
    if (!current) return;
    setConfirming(false);
    try {
      await erase.mutateAsync({ months: current.months, expected_count: current.count });
    } finally {
      dryRun.reset();
    }
  };

  return (
    <SettingsSection
      title="Data retention"
      description="Erase candidates nobody has worked with for a while: no edit, import, stage move or rejection in that many months. Hired candidates are kept. Run the dry run first; the erasure removes them and everything that names them, for good, and the audit log records who did it."
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Months without activity"
          min={RETENTION_MIN_MONTHS}
          max={RETENTION_MAX_MONTHS}
          allowDecimal={false}
          value={months}
          onChange={setMonths}
          w={220}
        />
        <Button
          variant="default"
          onClick={handleDryRun}
          loading={dryRun.isPending}
          disabled={typeof months !== 'number'}
        >
          Dry run
        </Button>
        <Button color="red" disabled={!current || current.count === 0} onClick={() => setConfirming(true)}>
          Erase candidates
        </Button>
      </Group>
      {current && (
        <Text size="sm" role="status">
          {current.count === 0
            ? m.retentionNothing
            : `${count(current.count)} candidates have had no activity since ${current.cutoff.slice(0, 10)}.`}
        </Text>
      )}
      {dryRun.isError && (
        <Text size="sm" c="red" role="alert">
          {dryRun.error.message}
        </Text>
      )}
      {erase.data && <ErasureResult result={erase.data} />}
      {erase.isError && (
        <Alert color="red" role="alert">
          {erase.error.message}
        </Alert>
      )}
      <ConfirmDialog
        title="Erase candidates"
        message={
          confirming && current
            ? m.retentionConfirm
                .replace('{n}', count(current.count))
                .replace('{months}', String(current.months))
            : null
        }
        confirmLabel="Erase"
        loading={erase.isPending}
        onConfirm={() => void handleErase()}
        onCancel={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
