import { IconArrowLeft } from '@tabler/icons-react';
import { LinkButton } from '#/features/candidates/pages/components/link-button';

/**
 * 'Back' (docs/product/candidates.md#candidate-page): to the job's Candidates tab
 * (/jobs/{job}?tab=candidates) when the page was opened from a job (`?job=`), otherwise to /jobs/my-jobs.
 */
export function CandidateBackButton({ jobId }: { jobId: string | undefined }) {
  const icon = <IconArrowLeft size={16} aria-hidden />;
  if (jobId) {
    return (
      <LinkButton
        to="/jobs/$id"
        params={{ id: jobId }}
        search={{ tab: 'candidates' }}
        variant="subtle"
        leftSection={icon}
        px="xs"
      >
        Back
      </LinkButton>
    );
  }
  return (
    <LinkButton to="/jobs/my-jobs" variant="subtle" leftSection={icon} px="xs">
      Back
    </LinkButton>
  );
}
