import { Textarea } from '@mantine/core';
import { descriptionToText, parseDescriptionText, type RoleDescription } from '@rw/core';
import { useState } from 'react';

/** The message under the edit box while its text cannot be read as the five sections. */
export const UNREADABLE_EDIT =
  "Keep the sections ('## Role Mission', '## Role Responsibilities', '## Requirements', '## Nice to have', '## Benefits') and '- ' items.";

/**
 * The description as editable sectioned text (docs/product/role-builder.md#generated-job-description): each
 * change that still reads as the structure replaces the description; until then the last readable one stays.
 */
export function DescriptionText({
  description,
  onChange,
}: {
  description: RoleDescription;
  onChange: (d: RoleDescription) => void;
}) {
  const [text, setText] = useState(() => descriptionToText(description));
  const [unreadable, setUnreadable] = useState(false);
  return (
    <Textarea
      label="Description text"
      autosize
      minRows={10}
      maxRows={20}
      value={text}
      error={unreadable ? UNREADABLE_EDIT : undefined}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const parsed = parseDescriptionText(next);
        setUnreadable(parsed === null);
        if (parsed) onChange(parsed);
      }}
    />
  );
}
