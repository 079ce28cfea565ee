import { ActionIcon, Tooltip } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useSoundEnabled } from '#/lib/sound';

/** Mute switch of the button click sound (on by default, remembered in local storage). */
export function SoundToggle() {
  const [enabled, setEnabled] = useSoundEnabled();
  const label = enabled ? 'Click sound on' : 'Click sound off';

  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="default"
        size="lg"
        role="switch"
        aria-checked={enabled}
        aria-label="Click sound"
        onClick={() => setEnabled(!enabled)}
      >
        {enabled ? <IconVolume size={18} aria-hidden /> : <IconVolumeOff size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
