import { Button, CloseButton, Group, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { emptyLanguage, type LanguageDraft } from '#/features/linkedin-parser/utils/profile-draft';

type SkillsLanguagesFieldsProps = {
  skills: string[];
  languages: LanguageDraft[];
  disabled: boolean;
  onSkills: (skills: string[]) => void;
  onLanguages: (languages: LanguageDraft[]) => void;
};

/** Skills (tags: type and press Enter or a comma) and languages with their fluency. */
export function SkillsLanguagesFields(props: SkillsLanguagesFieldsProps) {
  const { languages, disabled, onLanguages } = props;
  const update = (key: string, patch: Partial<LanguageDraft>) =>
    onLanguages(languages.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <Stack gap="md">
      <TagsInput
        label="Skills"
        description="Type a skill and press Enter or a comma."
        value={props.skills}
        onChange={props.onSkills}
        disabled={disabled}
        splitChars={[',']}
        maxTags={100}
        clearable
      />
      <Stack gap="xs" role="group" aria-labelledby="languages-label">
        <Text size="sm" fw={500} id="languages-label">
          Languages
        </Text>
        {languages.length === 0 && (
          <Text size="sm" c="dimmed">
            No languages read.
          </Text>
        )}
        {languages.map((l, i) => (
          <Group key={l.key} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              aria-label={`Language ${i + 1}`}
              placeholder="Language"
              value={l.language}
              disabled={disabled}
              maxLength={80}
              style={{ flex: 1 }}
              onChange={(e) => update(l.key, { language: e.currentTarget.value })}
            />
            <TextInput
              aria-label={`Fluency ${i + 1}`}
              placeholder="Fluency"
              value={l.fluency}
              disabled={disabled}
              maxLength={300}
              style={{ flex: 1 }}
              onChange={(e) => update(l.key, { fluency: e.currentTarget.value })}
            />
            <CloseButton
              aria-label={`Remove language ${l.language || i + 1}`}
              disabled={disabled}
              onClick={() => onLanguages(languages.filter((x) => x.key !== l.key))}
            />
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={disabled}
            onClick={() => onLanguages([...languages, emptyLanguage()])}
          >
            Add language
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
