import { TagsInput } from '@mantine/core';
import { splitSkills } from '@rw/core';

type SkillsInputProps = { label: string; value: string[]; onChange: (skills: string[]) => void };

/**
 * A skills tag input (docs/product/jobs.md#details-tab): Enter or a comma adds a tag; tags are trimmed,
 * duplicates (in any case) are removed, and each tag has a remove button.
 */
export function SkillsInput({ label, value, onChange }: SkillsInputProps) {
  return (
    <TagsInput
      label={label}
      placeholder="Type a skill and press Enter or comma"
      value={value}
      onChange={(next) => onChange(splitSkills(next))}
      splitChars={[',', ';']}
      acceptValueOnBlur
      clearable
    />
  );
}
