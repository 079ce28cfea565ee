import { Alert, Button, Group, Loader, Textarea } from '@mantine/core';
import { MAX_DEFAULT_TONE, systemSettingsMessages as m } from '@rw/core';
import { useEffect, useState } from 'react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import { useSystemSettings, useUpdateDefaultTone } from '#/features/admin/api/system-settings';
import { useActionFeedback } from '#/lib/action-feedback';
import { SettingsSection } from './settings-section';

/**
 * The tone of voice new companies of the organisation start with (docs/product/companies.md#fields): the
 * product's default until an admin saves another; 'Restore the default' goes back to it.
 */
export function DefaultToneSection() {
  const settings = useSystemSettings();
  const update = useUpdateDefaultTone();
  const { feedback, show } = useActionFeedback();
  const data = settings.data;
  const [tone, setTone] = useState<string | null>(null);
  useEffect(() => {
    if (data && tone === null) setTone(data.default_tone_of_voice ?? data.product_default_tone_of_voice);
  }, [data, tone]);

  if (settings.isPending) return <Loader size="sm" aria-label="Loading the default tone of voice" />;
  if (!data || tone === null)
    return (
      <Alert color="red" title={m.loadError}>
        {settings.error?.message}
      </Alert>
    );
  const current = data.default_tone_of_voice ?? data.product_default_tone_of_voice;
  const dirty = tone.trim() !== current;

  const save = async (value: string | null) => {
    try {
      const next = await update.mutateAsync(value);
      setTone(next.default_tone_of_voice ?? next.product_default_tone_of_voice);
      show('success', m.saved);
    } catch (err) {
      show('error', `${m.saveError}: ${(err as Error).message}`);
    }
  };

  return (
    <SettingsSection
      title="Default tone of voice"
      description="The tone of voice a new company starts with, which its generated job text is written in. Each company can change its own."
    >
      <Textarea
        label="Tone of voice for new companies"
        autosize
        minRows={4}
        maxRows={12}
        maxLength={MAX_DEFAULT_TONE}
        value={tone}
        onChange={(e) => setTone(e.currentTarget.value)}
      />
      <Group justify="space-between" align="center" wrap="wrap">
        <ActionFeedbackText feedback={feedback} />
        <Group gap="xs">
          <Button
            variant="subtle"
            disabled={data.default_tone_of_voice === null || update.isPending}
            onClick={() => void save(null)}
          >
            Restore the default
          </Button>
          <Button
            onClick={() => void save(tone)}
            loading={update.isPending}
            disabled={!dirty || !tone.trim()}
          >
            Save tone of voice
          </Button>
        </Group>
      </Group>
    </SettingsSection>
  );
}
