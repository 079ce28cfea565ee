import { Text } from '@mantine/core';
import type { ActionFeedback } from '#/lib/action-feedback';

/**
 * The result of Copy or Save next to the buttons. The live region stays in the page, so screen readers
 * announce each new message.
 */
export function ActionFeedbackText({ feedback }: { feedback: ActionFeedback | null }) {
  return (
    <Text
      size="sm"
      fw={500}
      c={feedback?.tone === 'error' ? 'red' : 'teal'}
      role="status"
      aria-live="polite"
      mih={20}
    >
      {feedback?.message ?? ''}
    </Text>
  );
}
