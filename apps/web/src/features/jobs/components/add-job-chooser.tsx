import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileDescription, IconPencilPlus, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from '#/features/jobs/components/add-job-chooser.module.css';

export type AddJobChoice = 'brief' | 'existing' | 'manual';

type ChoiceProps = { icon: ReactNode; title: string; description: string; onClick: () => void };

function Choice({ icon, title, description, onClick }: ChoiceProps) {
  return (
    <UnstyledButton className={classes.choice} onClick={onClick}>
      {icon}
      <div>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
    </UnstyledButton>
  );
}

/**
 * 'Add New Job' (docs/product/jobs.md#add-a-job): the AI brief, an existing description, or the plain form.
 */
export function AddJobChooser({
  opened,
  onClose,
  onChoose,
}: {
  opened: boolean;
  onClose: () => void;
  onChoose: (choice: AddJobChoice) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add New Job"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <Stack gap="sm">
        <Choice
          icon={<IconSparkles size={28} aria-hidden />}
          title="Generate with AI brief"
          description="Create a job description using AI assistance"
          onClick={() => onChoose('brief')}
        />
        <Choice
          icon={<IconFileDescription size={28} aria-hidden />}
          title="Add job from existing description"
          description="Upload or paste an existing job description"
          onClick={() => onChoose('existing')}
        />
        <Choice
          icon={<IconPencilPlus size={28} aria-hidden />}
          title="Create manually"
          description="Enter the title, company and details yourself"
          onClick={() => onChoose('manual')}
        />
      </Stack>
    </Modal>
  );
}
