import { Button, Group, Input, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { toneMessages } from '@rw/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { AiFailureAlert } from '#/components/ui/ai-failure-alert';
import { ToneFailed, useGenerateTone } from '#/features/companies/api/generate-tone';

type ToneMode = 'direct' | 'sample';

type ToneOfVoiceFieldProps = {
  instructions: string;
  sourceText: string;
  /** The company name sent with the sample (the model writes the tone for it). */
  companyName: string;
  onInstructionsChange: (value: string) => void;
  onSourceTextChange: (value: string) => void;
};

/**
 * The tone of voice with its two modes (docs/product/companies.md#tone-of-voice): direct text, or a writing
 * sample from which 'Generate tone' writes the tone (`POST /api/generate-tone`); the result fills the direct
 * text and the mode switches back to direct. Failures show their texts in an alert, with what happened
 * (docs/product/ai.md#what-happened) under them when the server said.
 */
export function ToneOfVoiceField(props: ToneOfVoiceFieldProps) {
  const { instructions, sourceText, companyName, onInstructionsChange, onSourceTextChange } = props;
  const [mode, setMode] = useState<ToneMode>('direct');
  const [error, setError] = useState<{ message: string; detail: string | null } | null>(null);
  const generate = useGenerateTone();

  const handleGenerate = () => {
    setError(null);
    if (!sourceText.trim()) {
      setError({ message: toneMessages.sampleRequired, detail: null });
      return;
    }
    generate.mutate(
      { sampleText: sourceText, companyName: companyName.trim() },
      {
        onSuccess: (tone) => {
          onInstructionsChange(tone);
          setMode('direct');
        },
        onError: (failure) =>
          setError({
            message: failure.message,
            detail: failure instanceof ToneFailed ? failure.detail : null,
          }),
      },
    );
  };

  return (
    <Input.Wrapper
      labelElement="div"
      label="Tone of Voice"
      description="How job text for this company should sound. Write it directly, or generate it from a writing sample."
    >
      <Stack gap="sm" mt={6}>
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as ToneMode)}
          data={[
            { value: 'direct', label: 'Direct text' },
            { value: 'sample', label: 'Sample text' },
          ]}
          aria-label="Tone of voice editing mode"
          fullWidth
        />
        {mode === 'direct' ? (
          <Textarea
            aria-label="Tone of voice instructions"
            autosize
            minRows={4}
            maxRows={12}
            value={instructions}
            onChange={(e) => onInstructionsChange(e.currentTarget.value)}
          />
        ) : (
          <Stack gap="xs">
            <Textarea
              label="Writing sample"
              description="Paste a careers page, a job advert or a team update written by the company."
              autosize
              minRows={5}
              maxRows={12}
              value={sourceText}
              onChange={(e) => onSourceTextChange(e.currentTarget.value)}
            />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                The generated tone replaces the direct text.
              </Text>
              <Button
                variant="light"
                leftSection={<IconSparkles size={16} aria-hidden />}
                loading={generate.isPending}
                onClick={handleGenerate}
              >
                Generate tone
              </Button>
            </Group>
          </Stack>
        )}
        {error && <AiFailureAlert message={error.message} detail={error.detail} />}
      </Stack>
    </Input.Wrapper>
  );
}
