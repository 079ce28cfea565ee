import { Box } from '@mantine/core';
import type { AppStatus } from '@rw/core';
import { statusColor, statusLabel } from '#/features/launcher/utils/launch-target';

/** A tile's status dot, coloured by status and labelled for assistive technology. */
export function StatusDot({ status }: { status: AppStatus }) {
  const label = statusLabel(status);
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      w={10}
      h={10}
      bg={`${statusColor[status]}.6`}
      style={{ borderRadius: '50%', flexShrink: 0, boxShadow: '0 0 0 3px var(--mantine-color-body)' }}
    />
  );
}
